import { useWalletStore } from '@/features/wallet/model/wallet-store.ts'
import { useUnlockRequest } from '@/features/wallet/unlock/unlock-request.ts'

/**
 * Shows a local wallet as the active one, with `balance` ulore (null: not read yet), as a
 * component sees it.
 */
export function showSignedIn(name: string, address: string, balance: bigint | null = null): void {
  useWalletStore.setState({
    activeWallet: {
      name,
      address,
      avatarUrl: '',
      kind: 'local',
      accountIndex: 0,
      accountName: name,
    },
    balance,
  })
}

/** Back to no wallet, as a test found it. */
export function showSignedOut(): void {
  useWalletStore.setState({ activeWallet: null, balance: null })
}

/** Whether the app asked for the password (or a device), which it does before signing. */
export function unlockRequested(): boolean {
  return useUnlockRequest.getState().pending !== null
}
