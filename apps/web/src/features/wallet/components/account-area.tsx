import { Button } from '@/ui/button.tsx'
import { useWalletStore, type ActiveWallet } from '../model/wallet-store.ts'
import { lockWallet } from '../session/key-session.ts'
import { WalletBalance } from './balance-display.tsx'
import { reportFailure } from './menu-actions.ts'
import { loadUnlock } from './shell-parts.ts'

function unlock() {
  loadUnlock()
    .then(({ unlockActiveWallet }) => unlockActiveWallet())
    .catch(reportFailure)
}

/**
 * The signed-in header's account: the selected account's name (account 0's is the wallet's), its balance, Lock or Unlock. A chunk of its
 * own: a visitor without a wallet never loads it.
 */
export function AccountArea({ wallet }: { wallet: ActiveWallet }) {
  const unlocked = useWalletStore(state => state.unlocked)
  return (
    <>
      <span className="text-sm" title={wallet.address}>
        <strong data-testid="wallet-name">{wallet.accountName}</strong>
      </span>
      <span className="text-sm">
        <WalletBalance />
      </span>
      {unlocked ? (
        <Button onClick={lockWallet}>Lock</Button>
      ) : (
        <Button onClick={unlock}>Unlock</Button>
      )}
    </>
  )
}
