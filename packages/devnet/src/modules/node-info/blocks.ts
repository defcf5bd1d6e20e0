import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../../chain/chain-node.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { commitJson } from '../../rpc/block-json.ts'
import { valconsAddress, ValidatorSet, type BondedValidator } from '../../rpc/validator-set.ts'
import type { Registry } from '@cosmjs/proto-signing'
import { validatorJson } from '../staking/routes.ts'
import type { StakingKeeper } from '../staking/keeper.ts'
import { txJson } from '../tx/rest.ts'
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

/** The block at the `height` parameter, or the gateway's error. */
function blockAt(node: ChainNode, text: string): Block | ReturnType<typeof grpcError> {
  if (!/^\d+$/.test(text)) return grpcError(3, `invalid height: ${text}`)
  const height = BigInt(text)
  if (height > node.latest.height)
    return grpcError(3, 'requested block height is bigger then the chain length')
  // Empty blocks from before a restart are not kept (see the block log).
  return node.block(height) ?? grpcError(5, `block at height ${height} is not available`)
}

/**
 * The tendermint service's block and validator-set routes (`cosmos/base/tendermint/v1beta1`), and
 * what else reads blocks: a block's txs (`tx/v1beta1/txs/block`) and x/staking's historical info.
 */
export function registerBlockRoutes(
  router: Router,
  node: ChainNode,
  chain: { staking?: StakingKeeper; registry: Registry },
): void {
  const { staking, registry } = chain
  const validators = new ValidatorSet(
    (): readonly BondedValidator[] => staking?.bondedValidators() ?? [],
  )
  const prefix = '/cosmos/base/tendermint/v1beta1'
  router.get(`${prefix}/blocks/latest`, () => ok(blockJson(node, node.latest, validators)))
  router.get(`${prefix}/blocks/{height}`, ({ params }) => {
    const block = blockAt(node, params.height ?? '')
    return 'status' in block ? block : ok(blockJson(node, block, validators))
  })
  router.get('/cosmos/tx/v1beta1/txs/block/{height}', ({ params }) => {
    const block = blockAt(node, params.height ?? '')
    if ('status' in block) return block
    const { block_id, block: json } = blockJson(node, block, validators)
    const txs = [...node.committedTxs.values()].filter(tx => tx.height === block.height)
    return ok({
      txs: txs.map(tx => txJson(registry, tx)),
      block_id,
      block: json,
      pagination: { next_key: null, total: String(txs.length) },
    })
  })
  router.get('/cosmos/staking/v1beta1/historical_info/{height}', ({ params }) => {
    const block = blockAt(node, params.height ?? '')
    if ('status' in block) return block
    return ok({
      hist: {
        header: blockJson(node, block, validators).block.header,
        valset: (staking?.bondedValidators() ?? []).map(validatorJson),
      },
    })
  })
  router.get(`${prefix}/syncing`, () => ok({ syncing: false }))
  registerValidatorSetRoutes(router, node, validators)
}
