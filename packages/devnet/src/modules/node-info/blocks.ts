import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../../chain/chain-node.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { commitJson } from '../../rpc/block-json.ts'
import { valconsAddress, ValidatorSet, type BondedValidator } from '../../rpc/validator-set.ts'
import { registerValidatorSetRoutes } from './validator-sets.ts'

/** Hex hashes as the gateway prints bytes: base64 ('' stays ''). */
const bytes = (hex: string) => (hex ? toBase64(fromHex(hex)) : '')

function lastCommit(node: ChainNode, block: Block, validators: ValidatorSet) {
  const previous = block.height > 1n ? node.block(block.height - 1n) : undefined
  const blockId = (hash: string) => ({
    hash: bytes(hash),
    part_set_header: { total: hash ? 1 : 0, hash: bytes(hash) },
  })
  if (!previous)
    return { height: '0', round: 0, block_id: blockId(''), signatures: [] as unknown[] }
  const commit = commitJson(node, previous, validators)
  return {
    height: commit.height,
    round: 0,
    block_id: blockId(previous.hash),
    signatures: commit.signatures.map(s => ({
      block_id_flag: 'BLOCK_ID_FLAG_COMMIT',
      validator_address: bytes(s.validator_address),
      timestamp: new Date(s.timestamp).toISOString(),
      signature: s.signature,
    })),
  }
}

function blockJson(node: ChainNode, block: Block, validators: ValidatorSet) {
  const proposer = validators.proposer(block.height).address
  const header = {
    version: { block: '11', app: '0' },
    chain_id: node.chainId,
    height: block.height.toString(),
    time: block.time.toISOString(),
    last_block_id: {
      hash: bytes(block.lastBlockHash),
      part_set_header: { total: block.lastBlockHash ? 1 : 0, hash: bytes(block.lastBlockHash) },
    },
    last_commit_hash: '',
    data_hash: '',
    validators_hash: bytes(validators.hash()),
    next_validators_hash: bytes(validators.hash()),
    consensus_hash: '',
    app_hash: bytes(block.appHash),
    last_results_hash: '',
    evidence_hash: '',
    proposer_address: bytes(proposer),
  }
  const body = {
    data: { txs: block.txs.map(tx => toBase64(tx)) },
    evidence: { evidence: [] },
    last_commit: lastCommit(node, block, validators),
  }
  return {
    block_id: { hash: bytes(block.hash), part_set_header: { total: 1, hash: bytes(block.hash) } },
    block: { header, ...body },
    // The SDK's own block type prints the proposer as a consensus address.
    sdk_block: { header: { ...header, proposer_address: valconsAddress(proposer) }, ...body },
  }
}

/** The tendermint service's block and validator-set routes (`cosmos/base/tendermint/v1beta1`). */
export function registerBlockRoutes(
  router: Router,
  node: ChainNode,
  staking?: { validators(): readonly BondedValidator[] },
): void {
  const validators = new ValidatorSet(() => staking?.validators() ?? [])
  const prefix = '/cosmos/base/tendermint/v1beta1'
  router.get(`${prefix}/blocks/latest`, () => ok(blockJson(node, node.latest, validators)))
  router.get(`${prefix}/blocks/{height}`, ({ params }) => {
    const text = params.height ?? ''
    if (!/^\d+$/.test(text)) return grpcError(3, `invalid height: ${text}`)
    const height = BigInt(text)
    if (height > node.latest.height)
      return grpcError(3, 'requested block height is bigger then the chain length')
    const block = node.block(height)
    // Empty blocks from before a restart are not kept (see the block log).
    if (!block) return grpcError(5, `block at height ${height} is not available`)
    return ok(blockJson(node, block, validators))
  })
  router.get(`${prefix}/syncing`, () => ok({ syncing: false }))
  registerValidatorSetRoutes(router, node, validators)
}
