import { notify } from '@/ui/toast/index.ts'
import { useWalletStore, findWallet, updateWallet } from '../model/wallet-store.ts'
import { lockWallet } from './key-session.ts'
import { loadSigning } from './signing-chunk.ts'
import { completeUnlock, keplrSigner } from './unlock.ts'

let unsubscribe: (() => void) | null = null

/**
 * Follows the account selected in Keplr: when the person switches it in the extension, the active
 * Keplr wallet becomes that account (address and name) and is unlocked again.
 */
export async function watchKeplrAccount(): Promise<void> {
  const { onKeplrAccountChange } = await loadSigning()
  unsubscribe?.()
  unsubscribe = onKeplrAccountChange(() => void followKeplrAccount())
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
    lockWallet()
    const next = { ...saved, name: connection.name || saved.name, address: connection.address }
    updateWallet(saved.name, next)
    useWalletStore.setState({
      activeWallet: { ...active, name: next.name, address: next.address },
      selectedAddress: next.address,
      user: null,
      userLoaded: false,
      balance: null,
      allowance: null,
    })
    await completeUnlock(next, async () => connection)
  } catch (error) {
    notify('error', error instanceof Error ? error.message : String(error))
  }
}
