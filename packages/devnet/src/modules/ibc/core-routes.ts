import { sha256 } from '../../chain/sha256.ts'
import { toBase64 } from '@cosmjs/encoding'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { RouteResponse, Router } from '../../http/router.ts'
import type { IbcKeeper } from './keeper.ts'
import type { ChannelConfig } from './types.ts'

type Height = { revision_number: string; revision_height: string }

/** The Tendermint light client of a channel's counterparty, as ibc-go prints the Any. */
export function clientStateJson(keeper: IbcKeeper, channel: ChannelConfig) {
  const height = keeper.clientHeight(channel)
  return {
    '@type': '/ibc.lightclients.tendermint.v1.ClientState',
    chain_id: channel.counterparty.chainId,
    trust_level: { numerator: '1', denominator: '3' },
    trusting_period: '1209600s',
    unbonding_period: '1814400s',
    max_clock_drift: '40s',
    frozen_height: { revision_number: '0', revision_height: '0' },
    latest_height: {
      revision_number: height.revisionNumber.toString(),
      revision_height: height.revisionHeight.toString(),
    },
    proof_specs: [],
    upgrade_path: ['upgrade', 'upgradedIBCState'],
    allow_update_after_expiry: true,
    allow_update_after_misbehaviour: true,
  }
}

/** The consensus state the client stored at its latest height (root and validators stand-ins). */
function consensusStateJson(keeper: IbcKeeper, channel: ChannelConfig) {
  const height = keeper.clientHeight(channel)
  const root = sha256(new TextEncoder().encode(`${channel.clientId}/${height.revisionHeight}`))
  return {
    '@type': '/ibc.lightclients.tendermint.v1.ConsensusState',
    timestamp: new Date(height.timeMs).toISOString(),
    root: { hash: toBase64(root) },
    next_validators_hash: toBase64(sha256(root)),
  }
}

function connectionJson(channel: ChannelConfig) {
  return {
    client_id: channel.clientId,
    versions: [{ identifier: '1', features: ['ORDER_ORDERED', 'ORDER_UNORDERED'] }],
    state: 'STATE_OPEN',
    counterparty: {
      client_id: channel.counterparty.clientId,
      connection_id: channel.counterparty.connectionId,
      prefix: { key_prefix: toBase64(new TextEncoder().encode('ibc')) },
    },
    delay_period: '0',
  }
}

export interface CoreRouteDeps {
  readonly keeper: IbcKeeper
  readonly proofHeight: () => Height
  readonly channelJson: (channel: ChannelConfig) => object
}

/** ibc-go v7's client and connection routes, and the channel routes beyond packets by sequence. */
export function registerIbcCoreRoutes(router: Router, deps: CoreRouteDeps): void {
  const { keeper, proofHeight } = deps
  const withProof = (body: Record<string, unknown>) =>
    ok({ ...body, proof: null, proof_height: proofHeight() })
  const byClient = (id: string) => keeper.channels().find(c => c.clientId === id)
  const byConnection = (id: string) => keeper.channels().find(c => c.connectionId === id)
  const clientOr404 = (id: string, answer: (channel: ChannelConfig) => RouteResponse) => {
    const channel = byClient(id)
    return channel ? answer(channel) : grpcError(5, `light client not found: ${id}`)
  }
  const connectionOr404 = (id: string, answer: (channel: ChannelConfig) => RouteResponse) => {
    const channel = byConnection(id)
    return channel ? answer(channel) : grpcError(5, `connection not found: ${id}`)
  }
  const heightOf = (channel: ChannelConfig): Height => {
    const height = keeper.clientHeight(channel)
    return {
      revision_number: height.revisionNumber.toString(),
      revision_height: height.revisionHeight.toString(),
    }
  }

  const client = '/ibc/core/client/v1'
  router.get(`${client}/params`, () =>
    ok({ params: { allowed_clients: ['06-solomachine', '07-tendermint', '09-localhost'] } }),
  )
  // ibc-go answers NotFound while no upgrade plan is scheduled (never, on the devnet).
  router.get(`${client}/upgraded_client_states`, () =>
    grpcError(5, 'upgraded client not found at height: upgrade plan not found'),
  )
  router.get(`${client}/upgraded_consensus_states`, () =>
    grpcError(5, 'upgraded consensus state not found at height: upgrade plan not found'),
  )
  router.get(`${client}/client_states`, ({ query }) => {
    const page = paginate(keeper.channels(), parsePageRequest(query), c => c.clientId)
    return ok({
      client_states: page.items.map(c => ({
        client_id: c.clientId,
        client_state: clientStateJson(keeper, c),
      })),
      pagination: page.pagination,
    })
  })
  router.get(`${client}/client_states/{client_id}`, ({ params }) =>
    clientOr404(params.client_id ?? '', c =>
      withProof({ client_state: clientStateJson(keeper, c) }),
    ),
  )
  router.get(`${client}/client_status/{client_id}`, ({ params }) =>
    clientOr404(params.client_id ?? '', () => ok({ status: 'Active' })),
  )
  router.get(`${client}/consensus_states/{client_id}`, ({ params }) =>
    clientOr404(params.client_id ?? '', c =>
      ok({
        consensus_states: [{ height: heightOf(c), consensus_state: consensusStateJson(keeper, c) }],
        pagination: { next_key: null, total: '1' },
      }),
    ),
  )
  router.get(`${client}/consensus_states/{client_id}/heights`, ({ params }) =>
    clientOr404(params.client_id ?? '', c =>
      ok({ consensus_state_heights: [heightOf(c)], pagination: { next_key: null, total: '1' } }),
    ),
  )
  router.get(
    `${client}/consensus_states/{client_id}/revision/{revision_number}/height/{revision_height}`,
    ({ params }) =>
      clientOr404(params.client_id ?? '', c =>
        withProof({ consensus_state: consensusStateJson(keeper, c) }),
      ),
  )

  const connection = '/ibc/core/connection/v1'
  router.get(`${connection}/params`, () =>
    ok({ params: { max_expected_time_per_block: '30000000000' } }),
  )
  router.get(`${connection}/connections`, ({ query }) => {
    const page = paginate(keeper.channels(), parsePageRequest(query), c => c.connectionId)
    return ok({
      connections: page.items.map(c => ({
        id: c.connectionId,
        ...connectionJson(c),
      })),
      pagination: page.pagination,
      height: proofHeight(),
    })
  })
  router.get(`${connection}/connections/{connection_id}`, ({ params }) =>
    connectionOr404(params.connection_id ?? '', c => withProof({ connection: connectionJson(c) })),
  )
  router.get(`${connection}/client_connections/{client_id}`, ({ params }) =>
    clientOr404(params.client_id ?? '', c => withProof({ connection_paths: [c.connectionId] })),
  )
  router.get(`${connection}/connections/{connection_id}/client_state`, ({ params }) =>
    connectionOr404(params.connection_id ?? '', c =>
      withProof({
        identified_client_state: {
          client_id: c.clientId,
          client_state: clientStateJson(keeper, c),
        },
      }),
    ),
  )
  router.get(
    `${connection}/connections/{connection_id}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    ({ params }) =>
      connectionOr404(params.connection_id ?? '', c =>
        withProof({ consensus_state: consensusStateJson(keeper, c), client_id: c.clientId }),
      ),
  )
  registerChannelListRoutes(router, deps, consensusStateJson)
}

function registerChannelListRoutes(
  router: Router,
  deps: CoreRouteDeps,
  consensusState: (keeper: IbcKeeper, channel: ChannelConfig) => object,
): void {
  const { keeper, proofHeight } = deps
  const channelPath = '/ibc/core/channel/v1/channels/{channel}/ports/{port}'
  const withChannel = (
    params: Record<string, string>,
    answer: (channel: ChannelConfig) => RouteResponse,
  ) => {
    const channel = keeper.channel(params.port ?? '', params.channel ?? '')
    return channel
      ? answer(channel)
      : grpcError(5, `port-id: ${params.port}, channel-id: ${params.channel}: channel not found`)
  }
  const sequencesOf = (text: string) =>
    text
      .split(',')
      .filter(Boolean)
      .map(s => (/^\d{1,19}$/.test(s) ? BigInt(s) : 0n))
  router.get(
    `${channelPath}/consensus_state/revision/{revision_number}/height/{revision_height}`,
    ({ params }) =>
      withChannel(params, c =>
        ok({
          consensus_state: consensusState(keeper, c),
          client_id: c.clientId,
          proof: null,
          proof_height: proofHeight(),
        }),
      ),
  )
  // Unordered channels never advance their receive sequence: ibc-go reports 1.
  router.get(`${channelPath}/next_sequence`, ({ params }) =>
    withChannel(params, () =>
      ok({ next_sequence_receive: '1', proof: null, proof_height: proofHeight() }),
    ),
  )
  /** A channel's packet states a page at a time, by sequence: each with its `data`. */
  const packetStateRoute = (
    path: string,
    field: string,
    states: (channel: ChannelConfig) => readonly { sequence: bigint; data: Uint8Array }[],
  ) =>
    router.get(`${channelPath}/${path}`, ({ params, query }) =>
      withChannel(params, c => {
        const page = paginate(states(c), parsePageRequest(query), s => s.sequence.toString())
        return ok({
          [field]: page.items.map(s => ({
            port_id: c.portId,
            channel_id: c.channelId,
            sequence: s.sequence.toString(),
            data: toBase64(s.data),
          })),
          pagination: page.pagination,
          height: proofHeight(),
        })
      }),
    )
  packetStateRoute('packet_commitments', 'commitments', c =>
    keeper.pendingPackets(c.portId, c.channelId).map(({ sequence }) => ({
      sequence,
      data: keeper.commitment(c.portId, c.channelId, sequence) ?? new Uint8Array(),
    })),
  )
  packetStateRoute('packet_acknowledgements', 'acknowledgements', c =>
    keeper
      .acknowledgements(c.portId, c.channelId)
      .map(({ sequence, ack }) => ({ sequence, data: sha256(ack) })),
  )
  /** Of the sequences in the path parameter `param`, those `pending` holds for the channel. */
  const pendingSequencesRoute = (
    param: string,
    path: string,
    pending: (channel: ChannelConfig, sequence: bigint) => boolean,
  ) =>
    router.get(`${channelPath}/packet_commitments/{${param}}/${path}`, ({ params }) =>
      withChannel(params, c =>
        ok({
          sequences: sequencesOf(params[param] ?? '')
            .filter(s => pending(c, s))
            .map(String),
          height: proofHeight(),
        }),
      ),
    )
  // Of the counterparty's sent sequences, those this chain has no receipt for.
  pendingSequencesRoute(
    'packet_commitment_sequences',
    'unreceived_packets',
    (c, s) => !keeper.hasReceipt(c.portId, c.channelId, s),
  )
  // Of the acknowledged sequences, those whose commitment this chain still holds.
  pendingSequencesRoute(
    'packet_ack_sequences',
    'unreceived_acks',
    (c, s) => keeper.commitment(c.portId, c.channelId, s) !== undefined,
  )
  router.get('/ibc/core/channel/v1/connections/{connection}/channels', ({ params, query }) => {
    const list = keeper.channels().filter(c => c.connectionId === params.connection)
    const page = paginate(list, parsePageRequest(query), c => c.channelId)
    return ok({
      channels: page.items.map(c => ({
        ...deps.channelJson(c),
        port_id: c.portId,
        channel_id: c.channelId,
      })),
      pagination: page.pagination,
      height: proofHeight(),
    })
  })
  const ica = '/ibc/apps/interchain_accounts'
  router.get(`${ica}/controller/v1/params`, () => ok({ params: { controller_enabled: true } }))
  router.get(`${ica}/host/v1/params`, () =>
    ok({ params: { host_enabled: true, allow_messages: ['*'] } }),
  )
  router.get(`${ica}/controller/v1/owners/{owner}/connections/{connection_id}`, ({ params }) =>
    grpcError(
      5,
      `failed to retrieve account address for icacontroller-${params.owner} on connection ${params.connection_id}: interchain account not found`,
    ),
  )
}
