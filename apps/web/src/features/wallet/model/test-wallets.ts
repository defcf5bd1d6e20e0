// Saved wallets and a clean start for the wallet model's tests.
import type { SavedWallet } from './saved-wallets.ts'
import { restoreWallets } from './wallet-store.ts'

/** A password-protected local wallet, not yet backed up. */
export const alice: SavedWallet = {
  name: 'alice',
  address: 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98',
  avatarUrl: '',
  wallet: '{"v":1}',
  backedUp: false,
}

/** No saved wallets, and the store as the app starts with none. */
export function startWithNoWallets(): void {
  localStorage.clear()
  restoreWallets()
}
