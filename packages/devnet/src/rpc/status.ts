import { COMETBFT_VERSION, nodeIdentity } from '../chain/node-identity.ts'
import type { ConsensusValidator } from './validator-set.ts'

/** RFC 3339 with nanoseconds, as CometBFT prints times. */
export function cometTime(time: Date): string {
  return time.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z')
}

export interface LatestBlock {
  readonly height: bigint
  readonly time: Date
  readonly hash: string
  readonly appHash: string
}

/** `node_info` of node `index` (0 = node 1) as `status` and `net_info` print it. */
export function nodeInfo(chainId: string, rpcUrl: string, index = 0) {
  const { id, moniker } = nodeIdentity(index)
  return {
    protocol_version: { p2p: '8', block: '11', app: '0' },
    id,
    listen_addr: `tcp://127.0.0.1:${26656 + index}`,
    network: chainId,
    version: COMETBFT_VERSION,
    channels: '40202122233038606100',
    moniker,
    other: { tx_index: 'on', rpc_address: rpcUrl },
  }
}

/** `status`: this node is a validator of the set (`self`). */
export function statusResult(
  chainId: string,
  latest: LatestBlock,
  rpcUrl: string,
  self: ConsensusValidator,
  index = 0,
) {
  return {
    node_info: nodeInfo(chainId, rpcUrl, index),
    sync_info: {
      latest_block_hash: latest.hash,
      latest_app_hash: latest.appHash,
      latest_block_height: latest.height.toString(),
      latest_block_time: cometTime(latest.time),
      catching_up: false,
    },
    validator_info: {
      address: self.address,
      pub_key: { type: 'tendermint/PubKeyEd25519', value: self.pubKey },
      voting_power: self.power.toString(),
    },
  }
}
