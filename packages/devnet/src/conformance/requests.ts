import { fromBech32 } from '@cosmjs/encoding'
import { DEMO_ACCOUNTS, DEMO_REPOSITORIES } from '../seed/demo-world.ts'

/**
 * Paths of the chain's document that a Gitopia node does not serve, with the reason. The
 * conformance test checks that the devnet answers them as the node does (501 Not Implemented from
 * the gateway for a service the app does not register).
 */
export const NOT_SERVED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    '/cosmos/nft/v1beta1/balance/{owner}/{class_id}',
    '/cosmos/nft/v1beta1/classes',
    '/cosmos/nft/v1beta1/classes/{class_id}',
    '/cosmos/nft/v1beta1/nfts',
    '/cosmos/nft/v1beta1/nfts/{class_id}/{id}',
    '/cosmos/nft/v1beta1/owner/{class_id}/{id}',
    '/cosmos/nft/v1beta1/supply/{class_id}',
  ].map(path => [
    path,
    'x/nft is not registered in the Gitopia app (app/app.go has no nft keeper)',
  ]),
)

/**
 * Paths answered, as the chain answers them, with a gRPC error: what they ask for does not exist
 * on the devnet (nor on a Gitopia node without it).
 */
export const ANSWERED_AS_ERROR: Readonly<Record<string, { status: number; reason: string }>> = {
  '/ibc/apps/interchain_accounts/controller/v1/owners/{owner}/connections/{connection_id}': {
    status: 404,
    reason: 'no interchain account is registered (NotFound, as ibc-go answers)',
  },
  '/ibc/core/client/v1/upgraded_client_states': {
    status: 404,
    reason: 'no upgrade plan is scheduled (NotFound, as ibc-go answers)',
  },
  '/ibc/core/client/v1/upgraded_consensus_states': {
    status: 404,
    reason: 'no upgrade plan is scheduled (NotFound, as ibc-go answers)',
  },
}

/** What the world the test builds holds, for the path parameters. */
export interface World {
  readonly validator: string
  readonly consensusAddress: string
  readonly evidenceHash: string
  readonly proposalId: string
  readonly txHash: string
  readonly txHeight: string
  /** A packet sent on channel-0 that the relayer has not relayed. */
  readonly pendingSequence: string
  /** A packet received on channel-0 (a receipt and an acknowledgement). */
  readonly receivedSequence: string
  readonly traceHash: string
  readonly groupId: string
  readonly groupProposalId: string
  readonly groupPolicy: string
  readonly bountyId: string
  readonly releaseId: string
  readonly challengeId: string
}

const alice = DEMO_ACCOUNTS.alice.address
const hello = DEMO_REPOSITORIES.helloWorld
const CHANNEL = { channel_id: 'channel-0', port_id: 'transfer' }

function byName(world: World): Record<string, string> {
  return {
    address: alice,
    delegator_addr: alice,
    delegator_address: alice,
    validator_addr: world.validator,
    validator_address: world.validator,
    granter: alice,
    grantee: DEMO_ACCOUNTS.carol.address,
    voter: alice,
    depositor: alice,
    admin: alice,
    owner: alice,
    recipient: alice,
    proposal_id: world.proposalId,
    params_type: 'voting',
    hash: world.traceHash,
    height: world.txHeight,
    name: 'gov',
    denom: 'ulore',
    trace: 'transfer/channel-0/uosmo',
    ...CHANNEL,
    client_id: '07-tendermint-0',
    connection_id: 'connection-0',
    connection: 'connection-0',
    revision_number: '1',
    revision_height: '1',
    sequence: world.receivedSequence,
    packet_commitment_sequences: `${world.receivedSequence},${world.pendingSequence}`,
    packet_ack_sequences: world.pendingSequence,
    last_height: '1',
    cons_address: world.consensusAddress,
    group_id: world.groupId,
    id: 'alice',
    userId: alice,
    repositoryId: hello.id,
    repository_id: hello.id,
    repositoryName: hello.name,
    issueIid: '1',
    pullIid: '1',
    pullRequestIid: '1',
    commentIid: '1',
    branchName: 'master',
    tagName: 'v1.0.0',
    tag: 'v1.0.0',
    daoId: 'devnet-dao',
    class_id: 'gitopia',
    address_string: alice,
    address_bytes: Buffer.from(fromBech32(alice, 90).data).toString('base64'),
  }
}

/** Per path: parameters that differ from `byName`, and the query string. */
function specific(
  world: World,
): Record<string, { params?: Record<string, string>; query?: string }> {
  const G = '/gitopia/gitopia/gitopia'
  return {
    '/cosmos/auth/v1beta1/address_by_id/{id}': { params: { id: '1' } },
    // Only a team member has a vested amount; the demo genesis makes erin one.
    [`${G}/vestedAmount/{address}`]: { params: { address: DEMO_ACCOUNTS.erin.address } },
    '/cosmos/bank/v1beta1/balances/{address}/by_denom': { query: 'denom=ulore' },
    '/cosmos/bank/v1beta1/spendable_balances/{address}/by_denom': { query: 'denom=ulore' },
    '/cosmos/bank/v1beta1/supply/by_denom': { query: 'denom=ulore' },
    '/cosmos/base/tendermint/v1beta1/abci_query': {
      query: 'path=%2Fcosmos.auth.v1beta1.Query%2FParams',
    },
    '/cosmos/tx/v1beta1/txs': {
      query: `events=${encodeURIComponent(`tx.height=${world.txHeight}`)}`,
    },
    '/cosmos/group/v1/group_policy_info/{address}': { params: { address: world.groupPolicy } },
    '/cosmos/group/v1/proposals_by_group_policy/{address}': {
      params: { address: world.groupPolicy },
    },
    '/cosmos/group/v1/proposal/{proposal_id}': { params: { proposal_id: world.groupProposalId } },
    '/cosmos/group/v1/proposals/{proposal_id}/tally': {
      params: { proposal_id: world.groupProposalId },
    },
    '/cosmos/group/v1/votes_by_proposal/{proposal_id}': {
      params: { proposal_id: world.groupProposalId },
    },
    '/cosmos/group/v1/vote_by_proposal_voter/{proposal_id}/{voter}': {
      params: { proposal_id: world.groupProposalId },
    },
    '/cosmos/staking/v1beta1/historical_info/{height}': { params: { height: world.txHeight } },
    '/cosmos/evidence/v1beta1/evidence/{hash}': { params: { hash: world.evidenceHash } },
    '/cosmos/tx/v1beta1/txs/{hash}': { params: { hash: world.txHash } },
    '/cosmos/feegrant/v1beta1/allowance/{granter}/{grantee}': {
      params: { granter: DEMO_ACCOUNTS.faucet.address },
    },
    '/cosmos/feegrant/v1beta1/issued/{granter}': {
      params: { granter: DEMO_ACCOUNTS.faucet.address },
    },
    '/cosmos/authz/v1beta1/grants': {
      query: `granter=${alice}&grantee=${DEMO_ACCOUNTS.carol.address}`,
    },
    '/cosmos/params/v1beta1/params': { query: 'subspace=staking&key=MaxValidators' },
    '/ibc/core/channel/v1/channels/{channel_id}/ports/{port_id}/packet_commitments/{sequence}': {
      params: { sequence: world.pendingSequence },
    },
    [`${G}/bounty/{id}`]: { params: { id: world.bountyId } },
    [`${G}/release/{id}`]: { params: { id: world.releaseId } },
    [`${G}/dao/{id}`]: { params: { id: 'devnet-dao' } },
    [`${G}/user/{id}`]: { params: { id: 'alice' } },
    [`${G}/user/{id}/repository`]: { params: { id: 'alice' } },
    [`${G}/user/{id}/repository/{repositoryName}`]: { params: { id: 'alice' } },
    [`${G}/whois/{name}`]: { params: { name: 'alice' } },
    [`${G}/task/{id}`]: { params: { id: '0' } },
    [`${G}/repository/{id}`]: { params: { id: hello.id } },
    '/gitopia/gitopia/storage/challenge/{id}': { params: { id: world.challengeId } },
    '/gitopia/gitopia/storage/packfile/{id}': { params: { id: '0' } },
    '/gitopia/gitopia/storage/release-asset/{id}': { params: { id: '0' } },
    '/gitopia/gitopia/storage/repository/{repository_id}/release-asset/{tag}/{name}': {
      params: { name: 'hello-world-1.0.0.tar.gz' },
    },
  }
}

/** The URL path and query that exercises `path` in `world`. */
export function requestFor(path: string, world: World, providerAddress: string): string {
  const extra = specific(world)[path] ?? {}
  const values: Record<string, string> = {
    ...byName(world),
    ...(path.startsWith('/gitopia/gitopia/storage/provider/') ? { address: providerAddress } : {}),
    ...extra.params,
  }
  const filled = path.replace(/\{(\w+)(=\*\*)?\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no sample value for {${name}} in ${path}`)
    return name === 'trace' ? value : encodeURIComponent(value)
  })
  return extra.query ? `${filled}?${extra.query}` : filled
}
