import { fromBase64 } from '@cosmjs/encoding'
import * as z from 'zod/mini'
import { getAllBalances } from '../bank/queries.ts'
import { getLatestBlock } from '../../rest/blocks.ts'
import { fetchJson, HttpError, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { TRANSFER_PORT, type DenomTrace } from './denom.ts'
import { revisionNumberOf, type IbcHeight } from './timeout.ts'

const uint = z.string().check(z.regex(/^\d+$/))
const traceJson = z.object({ path: z._default(z.string(), ''), base_denom: z.string() })
const toTrace = (trace: z.infer<typeof traceJson>): DenomTrace => ({
  path: trace.path,
  baseDenom: trace.base_denom,
})

/** Where a voucher came from (`/ibc/apps/transfer/v1/denom_traces/{hash}`). */
export async function getDenomTrace(
  api: string,
  hash: string,
  options?: FetchJsonOptions,
): Promise<DenomTrace> {
  const url = joinUrl(api, `/ibc/apps/transfer/v1/denom_traces/${encodeURIComponent(hash)}`)
  const body = await fetchJson(url, z.object({ denom_trace: traceJson }), options)
  return toTrace(body.denom_trace)
}

/** Every denom trace the chain knows (first 200). */
export async function getDenomTraces(
  api: string,
  options?: FetchJsonOptions,
): Promise<DenomTrace[]> {
  const url = joinUrl(api, '/ibc/apps/transfer/v1/denom_traces?pagination.limit=200')
  const body = await fetchJson(
    url,
    z.object({ denom_traces: z._default(z.array(traceJson), []) }),
    options,
  )
  return body.denom_traces.map(toTrace)
}

/** Whether the chain sends and receives ICS-20 transfers at all. */
export async function getTransferParams(
  api: string,
  options?: FetchJsonOptions,
): Promise<{ sendEnabled: boolean; receiveEnabled: boolean }> {
  const url = joinUrl(api, '/ibc/apps/transfer/v1/params')
  const schema = z.object({
    params: z.object({
      send_enabled: z._default(z.boolean(), false),
      receive_enabled: z._default(z.boolean(), false),
    }),
  })
  const { params } = await fetchJson(url, schema, options)
  return { sendEnabled: params.send_enabled, receiveEnabled: params.receive_enabled }
}

export interface ChainHead {
  readonly chainId: string
  /** The latest height with the revision of the chain id. */
  readonly height: IbcHeight
  readonly timeMs: number
}

/** A chain's latest block as an IBC height (the chain id's revision). */
export async function getChainHead(api: string, options?: FetchJsonOptions): Promise<ChainHead> {
  const block = await getLatestBlock(api, options)
  return {
    chainId: block.chainId,
    height: { revisionNumber: revisionNumberOf(block.chainId), revisionHeight: block.height },
    timeMs: block.time.getTime(),
  }
}

/** Balances of any address on any chain (bank REST). */
export const getChainBalances = getAllBalances

const channelPath = (channel: string, port: string) =>
  `/ibc/core/channel/v1/channels/${encodeURIComponent(channel)}/ports/${encodeURIComponent(port)}`

/** A 404 (or gRPC NotFound through the gateway) means "no such entry": null. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

type PacketOptions = FetchJsonOptions & { port?: string }

const packetUrl = (api: string, channel: string, route: string, options?: PacketOptions) =>
  joinUrl(api, `${channelPath(channel, options?.port ?? TRANSFER_PORT)}/${route}`)

const packetBytesSchema = z.object({
  commitment: z.optional(z.nullable(z.string())),
  acknowledgement: z.optional(z.nullable(z.string())),
})

type PacketRead<T> = (
  api: string,
  channel: string,
  sequence: bigint,
  options?: PacketOptions,
) => Promise<T>

/** A packet route's base64 `field`: its bytes, null when absent or empty. */
const packetBytes =
  (route: string, field: 'commitment' | 'acknowledgement'): PacketRead<Uint8Array | null> =>
  async (api, channel, sequence, options) => {
    const url = packetUrl(api, channel, `${route}/${sequence}`, options)
    const base64 = (await orNull(fetchJson(url, packetBytesSchema, options)))?.[field]
    const bytes = base64 ? fromBase64(base64) : null
    return bytes && bytes.length > 0 ? bytes : null
  }

/** The packet's commitment on the SOURCE chain: present (bytes) while in flight, null after. */
export const getPacketCommitment = packetBytes('packet_commitments', 'commitment')

/**
 * The acknowledgement commitment the DESTINATION wrote (SHA-256 of the ack bytes), null before.
 * Compare with `ackCommitment` of a success ack to tell success from an error ack.
 */
export const getPacketAck = packetBytes('packet_acks', 'acknowledgement')

/** Whether the DESTINATION chain received the packet (channel = the destination's channel). */
export async function getPacketReceipt(
  api: string,
  channel: string,
  sequence: bigint,
  options?: PacketOptions,
): Promise<boolean> {
  const url = packetUrl(api, channel, `packet_receipts/${sequence}`, options)
  const body = await orNull(fetchJson(url, z.object({ received: z.boolean() }), options))
  return body?.received ?? false
}

export interface ChannelClientState {
  readonly clientId: string
  /** The counterparty chain id as the light client knows it. */
  readonly chainId: string
  readonly latestHeight: IbcHeight
}

const heightJson = z.object({ revision_number: z._default(uint, '0'), revision_height: uint })

/** The light client behind a channel on this chain: the counterparty's id and latest height. */
export async function getChannelClientState(
  api: string,
  channel: string,
  options?: FetchJsonOptions & { port?: string },
): Promise<ChannelClientState> {
  const url = joinUrl(api, `${channelPath(channel, options?.port ?? TRANSFER_PORT)}/client_state`)
  const schema = z.object({
    identified_client_state: z.object({
      client_id: z.string(),
      client_state: z.looseObject({ chain_id: z.string(), latest_height: heightJson }),
    }),
  })
  const { identified_client_state: state } = await fetchJson(url, schema, options)
  return {
    clientId: state.client_id,
    chainId: state.client_state.chain_id,
    latestHeight: {
      revisionNumber: BigInt(state.client_state.latest_height.revision_number),
      revisionHeight: BigInt(state.client_state.latest_height.revision_height),
    },
  }
}

export interface ChannelEnd {
  readonly state: string
  readonly counterpartyChannel: string
  readonly counterpartyPort: string
  readonly connection: string
}

/** A channel end: its state (`STATE_OPEN`) and the channel on the other side. */
export async function getChannel(
  api: string,
  channel: string,
  options?: FetchJsonOptions & { port?: string },
): Promise<ChannelEnd> {
  const url = joinUrl(api, channelPath(channel, options?.port ?? TRANSFER_PORT))
  const schema = z.object({
    channel: z.object({
      state: z.string(),
      counterparty: z.object({ port_id: z.string(), channel_id: z._default(z.string(), '') }),
      connection_hops: z._default(z.array(z.string()), []),
    }),
  })
  const { channel: end } = await fetchJson(url, schema, options)
  return {
    state: end.state,
    counterpartyChannel: end.counterparty.channel_id,
    counterpartyPort: end.counterparty.port_id,
    connection: end.connection_hops[0] ?? '',
  }
}
