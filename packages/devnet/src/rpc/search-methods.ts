import { toBase64, toUtf8 } from '@cosmjs/encoding'
import type { Block, ChainNode } from '../chain/chain-node.ts'
import type { TxCondition } from '../chain/tx-query.ts'
import { textParam } from '../http/params.ts'
import { blockJson } from './block-json.ts'
import { parseEventQuery } from './events.ts'
import { genesisJson } from './genesis-json.ts'
import type { ChainInfo } from './info-methods.ts'
import { pageParams } from './params.ts'
import { RpcError, type RpcMethod } from './server.ts'
import type { ValidatorSet } from './validator-set.ts'

function compareHeight(height: bigint, condition: TxCondition): boolean {
  if (!/^\d+$/.test(condition.value)) return false
  const value = BigInt(condition.value)
  switch (condition.op) {
    case '=':
      return height === value
    case '<':
      return height < value
    case '<=':
      return height <= value
    case '>':
      return height > value
    case '>=':
      return height >= value
    default:
      return false
  }
}

/**
 * A block matches when every condition holds: `block.height` conditions on its height; any other
 * key names a begin/end-block event attribute, and devnet blocks have none.
 */
const blockMatches = (block: Block, conditions: readonly TxCondition[]) =>
  conditions.every(c => c.key === 'block.height' && compareHeight(block.height, c))

/** `block_search` (newest first unless `order_by` is `asc`, as CometBFT 0.37) and `genesis_chunked`. */
export function searchMethods(
  node: ChainNode,
  validators: ValidatorSet,
  chain: ChainInfo,
): [string, RpcMethod][] {
  return [
    [
      'block_search',
      params => {
        const conditions = parseEventQuery(textParam(params.query))
        const orderBy = textParam(params.order_by)
        if (orderBy !== '' && orderBy !== 'asc' && orderBy !== 'desc')
          throw new RpcError(
            -32603,
            'Internal error',
            'expected order_by to be either `asc` or `desc` or empty',
          )
        const found: Block[] = []
        for (let height = 1n; height <= node.latest.height; height++) {
          const block = node.block(height)
          if (block && blockMatches(block, conditions)) found.push(block)
        }
        if (orderBy !== 'asc') found.reverse()
        const { start, perPage } = pageParams(params, found.length)
        return {
          blocks: found.slice(start, start + perPage).map(b => blockJson(node, b, validators)),
          total_count: String(found.length),
        }
      },
    ],
    [
      'genesis_chunked',
      params => {
        const chunk = textParam(params.chunk) || '0'
        if (chunk !== '0')
          throw new RpcError(
            -32603,
            'Internal error',
            `there are 1 chunks, ${chunk} is invalid (max: 0)`,
          )
        const document = genesisJson(node.chainId, chain.genesis).genesis
        return { chunk: '0', total: '1', data: toBase64(toUtf8(JSON.stringify(document))) }
      },
    ],
  ]
}
