import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { Router } from '../../http/router.ts'
import {
  COMETBFT_VERSION,
  NODE_ID,
  NODE_MONIKER,
  PROPOSER_ADDRESS,
} from '../../chain/node-identity.ts'

export interface LatestBlockView {
  readonly height: bigint
  readonly time: Date
  readonly hash: string
  readonly appHash: string
}

export function registerNodeInfoRoutes(
  router: Router,
  chainId: string,
  rpcUrl: () => string,
  latest: () => LatestBlockView,
): void {
  // The header of the newest block, as the SDK's tendermint service gives it (health probes).
  router.get('/cosmos/base/tendermint/v1beta1/blocks/latest', () => {
    const block = latest()
    const header = {
      version: { block: '11', app: '0' },
      chain_id: chainId,
      height: block.height.toString(),
      time: block.time.toISOString(),
      app_hash: toBase64(fromHex(block.appHash)),
      proposer_address: toBase64(fromHex(PROPOSER_ADDRESS)),
    }
    return {
      status: 200,
      body: {
        block_id: { hash: toBase64(fromHex(block.hash)), part_set_header: { total: 1, hash: '' } },
        block: { header, data: { txs: [] }, evidence: { evidence: [] }, last_commit: null },
      },
    }
  })
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
        name: 'gitopia',
        app_name: 'gitopiad',
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
