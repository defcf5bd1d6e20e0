import { fromBase64, toBase64, toHex } from '@cosmjs/encoding'
import type { JsonRpcRequest } from '@cosmjs/json-rpc'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import * as z from 'zod/mini'

/**
 * The four CometBFT JSON-RPC calls the pipeline makes (status, abci_query, broadcast_tx_sync,
 * tx_search), spoken directly instead of through @cosmjs/tendermint-rpc's full client. Answers
 * come from a node and are checked before use.
 */
export type CometCall = (
  method: string,
  params: Record<string, string | boolean>,
) => Promise<unknown>

let lastId = 0

async function postJsonRpc(url: string, request: JsonRpcRequest): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  })
  const body = (await response.json().catch(() => undefined)) as
    { result?: unknown; error?: unknown } | undefined
  if (body && typeof body === 'object' && body.error !== undefined)
    throw new Error(JSON.stringify(body.error))
  if (!response.ok || !body || typeof body !== 'object')
    throw new Error(`Bad status on response: ${response.status}`)
  return body.result
}

/** JSON-RPC to an RPC URL, or through an RpcClient (the node pool's failover client). */
export function cometCall(rpc: string | RpcClient): CometCall {
  return async (method, params) => {
    const request: JsonRpcRequest = { jsonrpc: '2.0', id: ++lastId, method, params }
    if (typeof rpc === 'string') return postJsonRpc(rpc, request)
    const answer: { result: unknown } = await rpc.execute(request)
    return answer.result
  }
}

const int = z.union([z.number(), z.string().check(z.regex(/^-?\d+$/))])
const text = z.optional(z.nullable(z.string()))

const statusSchema = z.object({ node_info: z.object({ network: z.string() }) })

/** The chain id the node serves (`status` → `node_info.network`). */
export async function chainIdOf(call: CometCall): Promise<string> {
  const { node_info } = statusSchema.parse(await call('status', {}))
  if (!node_info.network) throw new Error('Chain ID must not be empty')
  return node_info.network
}

const abciSchema = z.object({
  response: z.object({ code: z.optional(int), log: text, value: text, height: z.optional(int) }),
})

/** An ABCI query (gRPC path, protobuf request); a non-zero code throws with the node's log. */
export async function abciQuery(
  call: CometCall,
  path: string,
  data: Uint8Array,
): Promise<Uint8Array> {
  const { response } = abciSchema.parse(
    await call('abci_query', { path, data: toHex(data), prove: false }),
  )
  const code = Number(response.code ?? 0)
  if (code !== 0) throw new Error(`Query failed with (${code}): ${response.log ?? ''}`)
  if (!Number(response.height ?? 0)) throw new Error('No query height returned')
  return fromBase64(response.value ?? '')
}

export interface CheckTxResult {
  readonly code: number
  readonly codespace: string
  readonly log: string
  /** Upper-case hex. */
  readonly hash: string
}

const broadcastSchema = z.object({
  code: z.optional(int),
  codespace: text,
  log: text,
  hash: z.string().check(z.regex(/^[0-9A-Fa-f]{64}$/)),
})

/** Sends signed tx bytes to the mempool (`broadcast_tx_sync`): the CheckTx answer. */
export async function broadcastTxSync(call: CometCall, tx: Uint8Array): Promise<CheckTxResult> {
  const answer = broadcastSchema.parse(await call('broadcast_tx_sync', { tx: toBase64(tx) }))
  return {
    code: Number(answer.code ?? 0),
    codespace: answer.codespace ?? '',
    log: answer.log ?? '',
    hash: answer.hash.toUpperCase(),
  }
}

export interface TxEvent {
  readonly type: string
  readonly attributes: readonly { readonly key: string; readonly value: string }[]
}

export interface IncludedTx {
  readonly height: number
  readonly code: number
  readonly log: string
  /** The block result's data (a TxMsgData). */
  readonly data: Uint8Array
  readonly gasWanted: bigint
  readonly gasUsed: bigint
  readonly events: readonly TxEvent[]
}

const eventSchema = z.object({
  type: z.string(),
  attributes: z.optional(
    z.nullable(z.array(z.object({ key: text, value: text, index: z.optional(z.boolean()) }))),
  ),
})
const searchSchema = z.object({
  txs: z.array(
    z.object({
      height: int,
      tx_result: z.object({
        code: z.optional(int),
        log: text,
        data: text,
        gas_wanted: z.optional(int),
        gas_used: z.optional(int),
        events: z.optional(z.nullable(z.array(eventSchema))),
      }),
    }),
  ),
})

/** The committed tx with this hash (`tx_search` on `tx.hash`), or null while it is not in a block. */
export async function findTx(call: CometCall, hash: string): Promise<IncludedTx | null> {
  const { txs } = searchSchema.parse(
    await call('tx_search', { query: `tx.hash='${hash}'`, prove: false, page: '1' }),
  )
  const [tx] = txs
  if (!tx) return null
  const result = tx.tx_result
  return {
    height: Number(tx.height),
    code: Number(result.code ?? 0),
    log: result.log ?? '',
    data: fromBase64(result.data ?? ''),
    gasWanted: BigInt(result.gas_wanted ?? 0),
    gasUsed: BigInt(result.gas_used ?? 0),
    events: (result.events ?? []).map(event => ({
      type: event.type,
      attributes: (event.attributes ?? []).map(a => ({ key: a.key ?? '', value: a.value ?? '' })),
    })),
  }
}
