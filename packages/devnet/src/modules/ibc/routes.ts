import { sha256 } from '../../chain/sha256.ts'
import { toBase64 } from '@cosmjs/encoding'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { parseDenomTrace, traceHash, type DenomTrace } from './denom.ts'
import { clientStateJson, registerIbcCoreRoutes } from './core-routes.ts'
import type { IbcKeeper } from './keeper.ts'
import { ICS20_VERSION, revisionOf, type ChannelConfig } from './types.ts'

export interface IbcRouteDeps {
  readonly keeper: IbcKeeper
  readonly chainId: string
  readonly latestHeight: () => bigint
}

const traceJson = (trace: DenomTrace) => ({ path: trace.path, base_denom: trace.baseDenom })

function channelJson(channel: ChannelConfig) {
  return {
    state: 'STATE_OPEN',
    ordering: 'ORDER_UNORDERED',
    counterparty: {
      port_id: channel.counterparty.portId,
      channel_id: channel.counterparty.channelId,
    },
    connection_hops: [channel.connectionId],
    version: ICS20_VERSION,
  }
}

/** ibc-go v7's gRPC-gateway routes for ICS-20 and the channel/packet state a client follows. */
export function registerIbcRoutes(router: Router, deps: IbcRouteDeps): void {
  const { keeper } = deps
  const proofHeight = () => ({
    revision_number: revisionOf(deps.chainId).toString(),
    revision_height: deps.latestHeight().toString(),
  })
  const withProof = (body: Record<string, unknown>) =>
    ok({ ...body, proof: null, proof_height: proofHeight() })
  const transfer = '/ibc/apps/transfer/v1'
  const channelPath = '/ibc/core/channel/v1/channels/{channel}/ports/{port}'

  router.get(`${transfer}/params`, () =>
    ok({ params: { send_enabled: true, receive_enabled: true } }),
  )
  router.get(`${transfer}/denom_traces`, ({ query }) => {
    const page = paginate(keeper.denomTraces(), parsePageRequest(query), traceHash)
    return ok({ denom_traces: page.items.map(traceJson), pagination: page.pagination })
  })
  router.get(`${transfer}/denom_traces/{hash=**}`, ({ params }) => {
    const hash = (params.hash ?? '').replace(/^ibc\//i, '')
    if (!/^[0-9A-Fa-f]{64}$/.test(hash))
      return grpcError(
        3,
        `invalid denom trace hash: ${hash}: invalid denomination for cross-chain transfer`,
      )
    const trace = keeper.denomTrace(hash)
    if (!trace) return grpcError(5, `denomination trace not found: ${hash.toUpperCase()}`)
    return ok({ denom_trace: traceJson(trace) })
  })
  router.get(`${transfer}/denom_hashes/{trace=**}`, ({ params }) => {
    const trace = parseDenomTrace(params.trace ?? '')
    if (trace.path === '' || !keeper.denomTrace(traceHash(trace)))
      return grpcError(5, `denomination trace not found: ${params.trace ?? ''}`)
    return ok({ hash: traceHash(trace) })
  })
  router.get(`${transfer}/channels/{channel}/ports/{port}/escrow_address`, ({ params }) =>
    ok({ escrow_address: keeper.escrowAddress(params.port ?? '', params.channel ?? '') }),
  )
  router.get(`${transfer}/denoms/{denom=**}/total_escrow`, ({ params }) => {
    const denom = params.denom ?? ''
    const amount = keeper
      .channels()
      .reduce(
        (sum, channel) =>
          sum +
          BigInt(
            keeper.bank.balance(keeper.escrowAddress(channel.portId, channel.channelId), denom)
              .amount,
          ),
        0n,
      )
    return ok({ amount: { denom, amount: amount.toString() } })
  })

  router.get('/ibc/core/channel/v1/channels', () =>
    ok({
      channels: keeper.channels().map(channel => ({
        ...channelJson(channel),
        port_id: channel.portId,
        channel_id: channel.channelId,
      })),
      pagination: { next_key: null, total: String(keeper.channels().length) },
      height: proofHeight(),
    }),
  )
  const withChannel = (
    params: Record<string, string>,
    answer: (channel: ChannelConfig) => ReturnType<typeof ok>,
  ) => {
    const channel = keeper.channel(params.port ?? '', params.channel ?? '')
    if (!channel)
      return grpcError(
        5,
        `port-id: ${params.port ?? ''}, channel-id: ${params.channel ?? ''}: channel not found`,
      )
    return answer(channel)
  }
  router.get(channelPath, ({ params }) =>
    withChannel(params, channel => withProof({ channel: channelJson(channel) })),
  )
  router.get(`${channelPath}/client_state`, ({ params }) =>
    withChannel(params, channel =>
      withProof({
        identified_client_state: {
          client_id: channel.clientId,
          client_state: clientStateJson(keeper, channel),
        },
      }),
    ),
  )
  router.get(`${channelPath}/packet_commitments/{sequence}`, ({ params }) =>
    withChannel(params, channel => {
      const commitment = keeper.commitment(channel.portId, channel.channelId, sequenceOf(params))
      if (!commitment) return grpcError(5, 'packet commitment hash not found')
      return withProof({ commitment: toBase64(commitment) })
    }),
  )
  router.get(`${channelPath}/packet_receipts/{sequence}`, ({ params }) =>
    withChannel(params, channel =>
      withProof({
        received: keeper.hasReceipt(channel.portId, channel.channelId, sequenceOf(params)),
      }),
    ),
  )
  router.get(`${channelPath}/packet_acks/{sequence}`, ({ params }) =>
    withChannel(params, channel => {
      const ack = keeper.acknowledgement(channel.portId, channel.channelId, sequenceOf(params))
      if (!ack) return grpcError(5, 'packet acknowledgement hash not found')
      // The store keeps sha256 of the ack bytes; so does this route.
      return withProof({ acknowledgement: toBase64(sha256(ack)) })
    }),
  )
  registerIbcCoreRoutes(router, { keeper, proofHeight, channelJson })
}

function sequenceOf(params: Record<string, string>): bigint {
  return /^\d{1,19}$/.test(params.sequence ?? '') ? BigInt(params.sequence ?? '0') : 0n
}
