import { refreshBalance, refreshUser } from '../api/account-data.ts'
import type { SavedWallet } from '../model/saved-wallets.ts'
import { unlockWatchingKeplr } from './keplr-account.ts'
import { unlockActiveWallet } from './unlock.ts'

/** The saved wallet of startup: Keplr re-unlocks through the extension; others show their data. */
export function resumeWallet(last: SavedWallet): void {
  if (last.isKeplr) {
    unlockWatchingKeplr(() => unlockActiveWallet()).catch((error: unknown) =>
      console.error('Keplr could not be re-unlocked:', error),
    )
    return
  }
  void refreshBalance()
  void refreshUser()
}
