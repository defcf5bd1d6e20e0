import { fromBase64, fromUtf8 } from '@cosmjs/encoding'
import * as z from 'zod/mini'
import { ackError } from './packets.ts'

/** One CometBFT JSON-RPC call (`tx_search`), over plain HTTP or a node pool. */
export type RpcCall = (
  method: string,
  params: Record<string, string | number | boolean>,
) => Promise<unknown>

/** JSON-RPC 2.0 over HTTP POST to a CometBFT RPC endpoint. */
export function httpRpc(url: string, init?: { signal?: AbortSignal }): RpcCall {
  let id = 0
  return async (method, params) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      ...(init?.signal ? { signal: init.signal } : {}),
    })
    const body = (await response.json()) as { result?: unknown; error?: unknown }
    if (body.error !== undefined || body.result === undefined)
      throw new Error(`RPC ${method} failed: ${JSON.stringify(body.error ?? null)}`)
    return body.result
  }
}

const attribute = z.looseObject({
  key: z._default(z.nullable(z.string()), ''),
  value: z._default(z.nullable(z.string()), ''),
})
const eventSchema = z.looseObject({
  type: z.string(),
  attributes: z._default(z.array(attribute), []),
})
const txSearchSchema = z.looseObject({
  txs: z._default(
    z.array(
      z.looseObject({
        hash: z.string().check(z.regex(/^[0-9A-Fa-f]{64}$/)),
        height: z.string().check(z.regex(/^\d+$/)),
        tx_result: z.looseObject({
          code: z._default(z.number(), 0),
          events: z._default(z.array(eventSchema), []),
        }),
      }),
    ),
    [],
  ),
})
type SearchedEvent = z.infer<typeof eventSchema>

/** Older CometBFT (0.34) returns event keys and values in base64. */
function decodeAttributes(event: SearchedEvent): Map<string, string> {
  const plain = new Map(event.attributes.map(a => [a.key ?? '', a.value ?? '']))
  if (plain.has('packet_sequence')) return plain
  const decoded = new Map<string, string>()
  for (const a of event.attributes) {
    try {
      decoded.set(fromUtf8(fromBase64(a.key ?? '')), fromUtf8(fromBase64(a.value ?? '')))
    } catch {
      return plain
    }
  }
  return decoded
}

/** A transaction of one packet on one chain, as `tx_search` found it. */
export interface PacketTx {
  /** Upper-case hex. */
  readonly hash: string
  readonly height: bigint
}

export type PacketEvent = 'recv_packet' | 'acknowledge_packet' | 'timeout_packet'

export interface PacketTxQuery {
  readonly event: PacketEvent
  /** The channel on the chain searched: the destination's for `recv_packet`, else the source's. */
  readonly channel: string
  readonly sequence: bigint
}

/** What the search found; `ackError` is the destination's error ack text (recv only). */
export interface FoundPacketTx extends PacketTx {
  readonly ackError: string | null
}

/**
 * Finds the transaction that carried one packet step (`recv_packet` on the destination,
 * `acknowledge_packet` or `timeout_packet` on the source) with `tx_search`. The node's answer is
 * not trusted: a result counts only when its own event names this channel and sequence and the
 * tx succeeded. Null when the chain indexed none (yet).
 */
export async function findPacketTx(
  rpc: RpcCall,
  query: PacketTxQuery,
): Promise<FoundPacketTx | null> {
  const channelKey = query.event === 'recv_packet' ? 'packet_dst_channel' : 'packet_src_channel'
  if (!/^[a-z0-9-]+$/.test(query.channel)) return null
  const condition = `${query.event}.${channelKey}='${query.channel}' AND ${query.event}.packet_sequence=${query.sequence}`
  const raw = await rpc('tx_search', {
    query: condition,
    prove: false,
    page: '1',
    per_page: '5',
    order_by: 'asc',
  })
  const parsed = txSearchSchema.safeParse(raw)
  if (!parsed.success) return null
  for (const tx of parsed.data.txs) {
    if (tx.tx_result.code !== 0) continue
    const events = tx.tx_result.events.map(event => ({
      type: event.type,
      attributes: decodeAttributes(event),
    }))
    const match = events.find(
      event =>
        event.type === query.event &&
        event.attributes.get(channelKey) === query.channel &&
        event.attributes.get('packet_sequence') === query.sequence.toString(),
    )
    if (!match) continue
    const ack = events.find(
      event =>
        event.type === 'write_acknowledgement' &&
        event.attributes.get('packet_dst_channel') === query.channel &&
        event.attributes.get('packet_sequence') === query.sequence.toString(),
    )
    const ackText = ack?.attributes.get('packet_ack')
    return {
      hash: tx.hash.toUpperCase(),
      height: BigInt(tx.height),
      ackError: query.event === 'recv_packet' && ackText ? ackError(ackText) : null,
    }
  }
  return null
}
