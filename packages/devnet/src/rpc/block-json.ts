import { toBase64 } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../chain/chain-node.ts'
import { cometTime } from './status.ts'
import { commitSignature, type ValidatorSet } from './validator-set.ts'

/** CometBFT's `BlockIDFlagCommit`: the validator signed this block. */
const BLOCK_ID_FLAG_COMMIT = 2

const EMPTY_BLOCK_ID = { hash: '', parts: { total: 0, hash: '' } }

export function blockId(block: Block) {
  return { hash: block.hash, parts: { total: 1, hash: block.hash } }
}

export function headerJson(chainId: string, block: Block, validators: ValidatorSet) {
  const empty = ''
  const validatorsHash = validators.hash()
  return {
    version: { block: '11', app: '0' },
    chain_id: chainId,
    height: block.height.toString(),
    time: cometTime(block.time),
    last_block_id: block.lastBlockHash
      ? { hash: block.lastBlockHash, parts: { total: 1, hash: block.lastBlockHash } }
      : EMPTY_BLOCK_ID,
    last_commit_hash: empty,
    data_hash: empty,
    validators_hash: validatorsHash,
    next_validators_hash: validatorsHash,
    consensus_hash: empty,
    app_hash: block.appHash,
    last_results_hash: empty,
    evidence_hash: empty,
    proposer_address: validators.proposer(block.height).address,
  }
}

/**
 * The commit for a block: every validator signed (flag 2) at the time the next block carries,
 * as CometBFT takes the next block's time from its commit.
 */
export function commitJson(node: ChainNode, block: Block, validators: ValidatorSet) {
  const next = node.block(block.height + 1n)
  const timestamp = cometTime(next?.time ?? block.time)
  return {
    height: block.height.toString(),
    round: 0,
    block_id: blockId(block),
    signatures: validators.list().map(validator => ({
      block_id_flag: BLOCK_ID_FLAG_COMMIT,
      validator_address: validator.address,
      timestamp,
      signature: commitSignature(validator, block.hash),
    })),
  }
}

/** `block.last_commit`: the previous block's commit; empty at the first height. */
function lastCommitJson(node: ChainNode, block: Block, validators: ValidatorSet) {
  const previous = block.height > 1n ? node.block(block.height - 1n) : undefined
  if (!previous) return { height: '0', round: 0, block_id: EMPTY_BLOCK_ID, signatures: [] }
  return commitJson(node, previous, validators)
}

/** `block.header`, `data`, `evidence`, `last_commit` as CometBFT 0.37 prints a block. */
export function blockBodyJson(node: ChainNode, block: Block, validators: ValidatorSet) {
  return {
    header: headerJson(node.chainId, block, validators),
    data: { txs: block.txs.map(tx => toBase64(tx)) },
    evidence: { evidence: [] },
    last_commit: lastCommitJson(node, block, validators),
  }
}

/** The `block` and `block_by_hash` result. */
export function blockJson(node: ChainNode, block: Block, validators: ValidatorSet) {
  return { block_id: blockId(block), block: blockBodyJson(node, block, validators) }
}

/** `block_by_hash` for an unknown hash, as CometBFT answers it. */
export const NO_BLOCK = { block_id: EMPTY_BLOCK_ID, block: null }
