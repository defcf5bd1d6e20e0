import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../../chain/chain-node.ts'
import { PROPOSER_ADDRESS } from '../../chain/node-identity.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'

/** Hex hashes as the gateway prints bytes: base64 ('' stays ''). */
const bytes = (hex: string) => (hex ? toBase64(fromHex(hex)) : '')

function blockJson(chainId: string, block: Block) {
  const header = {
    version: { block: '11', app: '0' },
    chain_id: chainId,
    height: block.height.toString(),
    time: block.time.toISOString(),
    last_block_id: {
      hash: bytes(block.lastBlockHash),
      part_set_header: { total: block.lastBlockHash ? 1 : 0, hash: bytes(block.lastBlockHash) },
    },
    last_commit_hash: '',
    data_hash: '',
    validators_hash: bytes(PROPOSER_ADDRESS),
    next_validators_hash: bytes(PROPOSER_ADDRESS),
    consensus_hash: '',
    app_hash: bytes(block.appHash),
    last_results_hash: '',
    evidence_hash: '',
    proposer_address: bytes(PROPOSER_ADDRESS),
  }
  const body = {
    data: { txs: block.txs.map(tx => toBase64(tx)) },
    evidence: { evidence: [] },
    last_commit: {
      height: (block.height - 1n).toString(),
      round: 0,
      block_id: header.last_block_id,
      signatures: [],
    },
  }
  return {
    block_id: { hash: bytes(block.hash), part_set_header: { total: 1, hash: bytes(block.hash) } },
    block: { header, ...body },
    sdk_block: { header, ...body },
  }
}

/** The tendermint service's block routes (`cosmos/base/tendermint/v1beta1`). */
export function registerBlockRoutes(router: Router, node: ChainNode): void {
  const prefix = '/cosmos/base/tendermint/v1beta1'
  router.get(`${prefix}/blocks/latest`, () => ok(blockJson(node.chainId, node.latest)))
  router.get(`${prefix}/blocks/{height}`, ({ params }) => {
    const text = params.height ?? ''
    if (!/^\d+$/.test(text)) return grpcError(3, `invalid height: ${text}`)
    const height = BigInt(text)
    if (height > node.latest.height)
      return grpcError(3, 'requested block height is bigger then the chain length')
    const block = node.block(height)
    // Empty blocks from before a restart are not kept (see the block log).
    if (!block) return grpcError(5, `block at height ${height} is not available`)
    return ok(blockJson(node.chainId, block))
  })
  router.get(`${prefix}/syncing`, () => ok({ syncing: false }))
}
