import type { Registry } from '@cosmjs/proto-signing'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { numericKey } from '../../state/store.ts'
import type { GroupKeeper, Proposal } from './keeper.ts'
import { anyJson } from './message-json.ts'

/** The group routes of docs/protocol.md#groups-daos in the gateway's JSON; proposals and votes are never pruned (Gitopia). */
export function registerGroupRoutes(router: Router, keeper: GroupKeeper, registry: Registry): void {
  const p = '/cosmos/group/v1'
  const proposalJson = (proposal: Proposal) => ({
    ...proposal,
    messages: proposal.messages.map(any =>
      anyJson(any.typeUrl, Buffer.from(any.value, 'base64'), registry),
    ),
  })
  const page = <T>(items: T[], query: URLSearchParams, key: (item: T) => string) =>
    paginate(items, parsePageRequest(query), key)
  const idOk = (value: string | undefined) => /^\d{1,20}$/.test(value ?? '')

  router.get(`${p}/group_info/{group_id}`, ({ params }) => {
    if (!idOk(params.group_id)) return grpcError(3, 'invalid group id')
    const info = keeper.groups.get(params.group_id ?? '')
    return info ? ok({ info }) : grpcError(5, `group: not found`)
  })
  router.get(`${p}/group_members/{group_id}`, ({ params, query }) => {
    if (!idOk(params.group_id)) return grpcError(3, 'invalid group id')
    const result = page(keeper.members.of(params.group_id ?? ''), query, m => m.member.address)
    return ok({ members: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups`, ({ query }) => {
    const result = page(keeper.groups.all(), query, g => numericKey(BigInt(g.id)))
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups_by_admin/{admin}`, ({ params, query }) => {
    const list = keeper.groups.all().filter(g => g.admin === params.admin)
    const result = page(list, query, g => numericKey(BigInt(g.id)))
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups_by_member/{address}`, ({ params, query }) => {
    const result = page(keeper.groupsOfMember(params.address ?? ''), query, g =>
      numericKey(BigInt(g.id)),
    )
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/group_policy_info/{address}`, ({ params }) => {
    const info = keeper.policies.get(params.address ?? '')
    return info ? ok({ info }) : grpcError(5, 'group policy: not found')
  })
  router.get(`${p}/group_policies_by_group/{group_id}`, ({ params, query }) => {
    const list = keeper.policies.all().filter(policy => policy.group_id === params.group_id)
    const result = page(list, query, policy => policy.address)
    return ok({ group_policies: result.items, pagination: result.pagination })
  })
  router.get(`${p}/group_policies_by_admin/{admin}`, ({ params, query }) => {
    const list = keeper.policies.all().filter(policy => policy.admin === params.admin)
    const result = page(list, query, policy => policy.address)
    return ok({ group_policies: result.items, pagination: result.pagination })
  })
  router.get(`${p}/proposal/{proposal_id}`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const proposal = keeper.proposals.get(params.proposal_id ?? '')
    return proposal
      ? ok({ proposal: proposalJson(proposal) })
      : grpcError(5, 'load proposal: not found')
  })
  router.get(`${p}/proposals/{proposal_id}/tally`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const proposal = keeper.proposals.get(params.proposal_id ?? '')
    if (!proposal) return grpcError(5, 'load proposal: not found')
    const policy = keeper.policies.get(proposal.group_policy_address)
    return ok({ tally: keeper.tally(proposal, policy?.group_id ?? '0') })
  })
  router.get(`${p}/proposals_by_group_policy/{address}`, ({ params, query }) => {
    const list = keeper.proposals.all().filter(pr => pr.group_policy_address === params.address)
    const result = page(list, query, pr => numericKey(BigInt(pr.id)))
    return ok({ proposals: result.items.map(proposalJson), pagination: result.pagination })
  })
  router.get(`${p}/vote_by_proposal_voter/{proposal_id}/{voter}`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const vote = keeper.votes.get(params.proposal_id ?? '', params.voter ?? '')
    return vote ? ok({ vote }) : grpcError(5, 'vote: not found')
  })
  router.get(`${p}/votes_by_proposal/{proposal_id}`, ({ params, query }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const result = page(keeper.votes.of(params.proposal_id ?? ''), query, vote => vote.voter)
    return ok({ votes: result.items, pagination: result.pagination })
  })
  router.get(`${p}/votes_by_voter/{voter}`, ({ params, query }) => {
    const list = keeper.votes.all().filter(vote => vote.voter === params.voter)
    const result = page(list, query, vote => `${vote.proposal_id}/${vote.voter}`)
    return ok({ votes: result.items, pagination: result.pagination })
  })
}
