import { notify } from '@/ui/toast/index.ts'
import { useWalletStore, findWallet } from '../model/wallet-store.ts'
import { updateWallet } from '../model/wallet-edits.ts'
import { currentSigner, lockWallet } from './key-session.ts'
import { loadSigningChunk } from '../signing/load-signing-chunk.ts'
import { completeUnlock, keplrSigner } from './unlock.ts'

let unsubscribe: (() => void) | null = null
/** The Keplr unlock or account follow in progress; the next follow starts after it settles. */
let settling: Promise<unknown> = Promise.resolve()

/**
 * Follows the account selected in Keplr: when the person switches it in the extension, the active
 * Keplr wallet becomes that account (address and name) and is unlocked again.
 */
export async function watchKeplrAccount(): Promise<void> {
  const { onKeplrAccountChange } = await loadSigningChunk()
  unsubscribe?.()
  unsubscribe = onKeplrAccountChange(() => {
    settling = settling
      .then(followKeplrAccount)
      .catch((error: unknown) => console.error('The Keplr account could not be followed:', error))
  })
}

/**
 * Runs a Keplr unlock with the account watch already on. Subscribing only after the unlock left a
 * window (the balance read) in which a switch in the extension was missed; a switch made during
 * the unlock is now followed once the unlock settles.
 */
export async function unlockWatchingKeplr<T>(unlock: () => Promise<T>): Promise<T> {
  await watchKeplrAccount()
  const run = unlock()
  settling = settling.then(() => run).catch(() => undefined)
  return run
}

export function stopWatchingKeplr(): void {
  unsubscribe?.()
  unsubscribe = null
}

export async function followKeplrAccount(): Promise<void> {
  const active = useWalletStore.getState().activeWallet
  if (active?.kind !== 'keplr') return stopWatchingKeplr()
  const saved = findWallet(active.name)
  if (!saved) return
  try {
    const connection = await keplrSigner()
    // The unlock this waited for may already have read the new account.
    if (connection.address === active.address && currentSigner(active.name)) return
    lockWallet()
    const next = { ...saved, name: connection.name || saved.name, address: connection.address }
    updateWallet(saved.name, next)
    useWalletStore.setState({
      activeWallet: { ...active, name: next.name, accountName: next.name, address: next.address },
      selectedAddress: next.address,
      user: null,
      userLoaded: false,
      balance: null,
      balanceStale: false,
      allowance: null,
    })
    await completeUnlock(next, async () => connection)
  } catch (error) {
    notify('error', error instanceof Error ? error.message : String(error))
  }
}
