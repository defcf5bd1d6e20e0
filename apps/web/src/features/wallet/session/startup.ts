import type { Network } from '@gitopia-client/chain'
import type { TxPipelineConfig } from '@gitopia-client/chain/tx'
import { preloadWalletShell } from '../components/shell-parts.ts'
import { setWalletNetwork } from '../model/wallet-network.ts'
import { restoreWallets } from '../model/wallet-store.ts'

/**
 * Startup (docs/client-rules.md#startup): the last-used wallet comes back. An extension wallet is unlocked again through
 * the extension; any other is active but locked, with its balance and user record shown. Without a
 * saved wallet none of the session code loads (it stays out of first-load JS).
 */
export function startWallet(network: Network, rpc?: TxPipelineConfig['rpc']): void {
  setWalletNetwork(network, rpc)
  const last = restoreWallets()
  if (!last) return
  preloadWalletShell()
  import('./resume.ts')
    .then(({ resumeWallet }) => resumeWallet(last))
    .catch((error: unknown) => console.error('The wallet could not be restored:', error))
}
