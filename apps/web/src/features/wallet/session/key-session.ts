import { decryptSecret } from '@gitopia-client/chain/keystore'
import type { SavedWallet } from '../model/saved-wallets.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { requestUnlock } from '../unlock/unlock-request.ts'

/**
 * The unlocked secret lives only in this module's memory: never in the store's state, storage,
 * the URL or IndexedDB, and it is dropped when the wallet locks or signs out.
 */
let session: { readonly walletName: string; readonly mnemonic: string } | null = null

export function holdMnemonic(walletName: string, mnemonic: string): void {
  session = { walletName, mnemonic }
  useWalletStore.setState({ unlocked: true })
}

export function lockWallet(): void {
  session = null
  useWalletStore.setState({ unlocked: false })
}

/** Decrypts a saved local wallet; `Wrong password` keeps the prompt open. */
export async function unlockWithPassword(wallet: SavedWallet, password: string): Promise<void> {
  if (!wallet.wallet) throw new Error('This wallet has no stored key')
  const mnemonic = await decryptSecret(JSON.parse(wallet.wallet) as unknown, password)
  holdMnemonic(wallet.name, mnemonic)
}

/** The mnemonic of the active wallet, asking for the password when it is locked. */
export async function requireMnemonic(purpose: 'Unlock' | 'Approve' = 'Unlock'): Promise<string> {
  const { activeWallet, wallets } = useWalletStore.getState()
  if (!activeWallet) throw new Error('Connect a wallet first')
  if (session?.walletName === activeWallet.name) return session.mnemonic
  const saved = wallets.find(wallet => wallet.name === activeWallet.name)
  if (!saved) throw new Error('Connect a wallet first')
  await requestUnlock(purpose, saved.name, password => unlockWithPassword(saved, password))
  if (!session) throw new Error('Please unlock your wallet')
  return session.mnemonic
}
