import { toBase64 } from '@cosmjs/encoding'
import type { TxResult } from '../chain/app.ts'
import type { Block, ChainNode } from '../chain/chain-node.ts'
import { txHash } from '../chain/tx.ts'
import { parseTxQuery, satisfies, type TxCondition } from '../chain/tx-query.ts'
import { blockBodyJson, headerJson } from './block-json.ts'
import { RpcError } from './server.ts'
import type { ValidatorSet } from './validator-set.ts'
import { txResultJson } from './tx-json.ts'

/** One event as CometBFT's event bus publishes it: typed data and the composite-key map. */
export interface RpcEvent {
  readonly data: { readonly type: string; readonly value: unknown }
  readonly events: Readonly<Record<string, readonly string[]>>
}

/** The devnet has no begin/end-block events or validator updates. */
const BEGIN_BLOCK = { events: [] }
const END_BLOCK = { validator_updates: [], events: [] }

function txEvent(height: bigint, index: number, bytes: Uint8Array, result: TxResult): RpcEvent {
  const events: Record<string, string[]> = {}
  for (const event of result.events) {
    if (!event.type) continue
    for (const { key, value } of event.attributes) {
      if (!key) continue
      const composite = `${event.type}.${key}`
      events[composite] = [...(events[composite] ?? []), value]
    }
  }
  events['tm.event'] = ['Tx']
  events['tx.hash'] = [txHash(bytes)]
  events['tx.height'] = [height.toString()]
  return {
    data: {
      type: 'tendermint/event/Tx',
      value: {
        TxResult: {
          height: height.toString(),
          index,
          tx: toBase64(bytes),
          result: txResultJson(result),
        },
      },
    },
    events,
  }
}

/**
 * What CometBFT 0.37 fires for a committed block, in its order: NewBlock, NewBlockHeader, then
 * one Tx event per tx (with `tx.hash`, `tx.height` and every `type.key` attribute).
 */
export function blockEvents(node: ChainNode, block: Block, validators: ValidatorSet): RpcEvent[] {
  const newBlock: RpcEvent = {
    data: {
      type: 'tendermint/event/NewBlock',
      value: {
        block: blockBodyJson(node, block, validators),
        result_begin_block: BEGIN_BLOCK,
        result_end_block: END_BLOCK,
      },
    },
    events: { 'tm.event': ['NewBlock'] },
  }
  const newHeader: RpcEvent = {
    data: {
      type: 'tendermint/event/NewBlockHeader',
      value: {
        header: headerJson(node.chainId, block, validators),
        num_txs: String(block.txs.length),
        result_begin_block: BEGIN_BLOCK,
        result_end_block: END_BLOCK,
      },
    },
    events: { 'tm.event': ['NewBlockHeader'] },
  }
  const txs = block.txs.map((bytes, index) =>
    txEvent(block.height, index, bytes, block.results[index] as TxResult),
  )
  return [newBlock, newHeader, ...txs]
}

/** A subscription query: `tm.event='Tx' AND message.sender='gitopia1…'`. */
export function parseEventQuery(query: string): TxCondition[] {
  const conditions = query.trim() === '' ? null : parseTxQuery(query)
  if (!conditions) throw new RpcError(-32603, 'Internal error', `failed to parse query: ${query}`)
  return conditions
}

/** Whether an event satisfies every condition: some value of the key matches each. */
export function eventMatches(event: RpcEvent, conditions: readonly TxCondition[]): boolean {
  return conditions.every(condition =>
    (event.events[condition.key] ?? []).some(value => satisfies(value, condition)),
  )
}
