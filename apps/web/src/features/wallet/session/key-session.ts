import type { Signer } from '@gitopia-client/chain/signers'
import { useWalletStore } from '../model/wallet-store.ts'

/**
 * The key of the unlocked wallet lives only in this module's memory, as a signer: never in the
 * store's state, storage, the URL or IndexedDB. Locking or signing out drops it.
 */
let session: { readonly walletName: string; readonly signer: Signer } | null = null

export function holdSigner(walletName: string, signer: Signer): void {
  session?.signer.close?.()
  session = { walletName, signer }
  useWalletStore.setState({ unlocked: true })
}

/** Renames the holder after the wallet was re-saved under its username. */
export function renameSession(from: string, to: string): void {
  if (session?.walletName === from) session = { ...session, walletName: to }
}

export function currentSigner(walletName: string): Signer | null {
  return session?.walletName === walletName ? session.signer : null
}

export function lockWallet(): void {
  session?.signer.close?.()
  session = null
  useWalletStore.setState({ unlocked: false })
}
