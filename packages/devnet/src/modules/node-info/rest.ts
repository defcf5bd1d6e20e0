import type { Router } from '../../http/router.ts'
import { COMETBFT_VERSION, NODE_ID, NODE_MONIKER } from '../../chain/node-identity.ts'

export function registerNodeInfoRoutes(
  router: Router,
  chainId: string,
  rpcUrl: () => string,
  appName = 'gitopiad',
): void {
  router.get('/cosmos/base/tendermint/v1beta1/node_info', () => ({
    status: 200,
    body: {
      default_node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        default_node_id: NODE_ID,
        listen_addr: 'tcp://127.0.0.1:26656',
        network: chainId,
        version: COMETBFT_VERSION,
        channels: 'QCAhIiMwOGBhAA==',
        moniker: NODE_MONIKER,
        other: { tx_index: 'on', rpc_address: rpcUrl() },
      },
      application_version: {
        name: appName.replace(/d$/, ''),
        app_name: appName,
        version: '6.0.0-devnet',
        git_commit: '',
        build_tags: 'devnet',
        go_version: 'node',
        build_deps: [],
        cosmos_sdk_version: 'v0.47.13',
      },
    },
  }))
}
