import type { Network } from '@gitopia-client/chain'
import type { TxPipelineConfig } from '@gitopia-client/chain/tx'
import { startIdleLock } from './idle-lock.ts'
import { refreshBalance, refreshUser } from '../api/account-data.ts'
import { setWalletNetwork } from '../model/wallet-network.ts'
import { restoreWallets } from '../model/wallet-store.ts'
import { unlockActiveWallet } from './unlock.ts'
import { watchKeplrAccount } from './keplr-account.ts'

/**
 * Startup (docs/client-rules.md#startup): the last-used wallet comes back. An extension wallet is unlocked again through
 * the extension; any other is active but locked, with its balance and user record shown.
 */
export function startWallet(network: Network, rpc?: TxPipelineConfig['rpc']): void {
  setWalletNetwork(network, rpc)
  if (typeof window !== 'undefined') startIdleLock()
  const last = restoreWallets()
  if (!last) return
  if (last.isKeplr) {
    void unlockActiveWallet()
      .then(() => watchKeplrAccount())
      .catch((error: unknown) => console.error('Keplr could not be re-unlocked:', error))
    return
  }
  void refreshBalance()
  void refreshUser()
}
