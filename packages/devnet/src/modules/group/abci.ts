import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'
import type {
  GroupPolicyInfo as ProtoPolicy,
  Proposal as ProtoProposal,
} from 'cosmjs-types/cosmos/group/v1/types'
import {
  QueryGroupInfoRequest,
  QueryGroupInfoResponse,
  QueryGroupMembersRequest,
  QueryGroupMembersResponse,
  QueryGroupPoliciesByGroupRequest,
  QueryGroupPoliciesByGroupResponse,
  QueryGroupPolicyInfoRequest,
  QueryGroupPolicyInfoResponse,
  QueryGroupsByMemberRequest,
  QueryGroupsByMemberResponse,
  QueryProposalRequest,
  QueryProposalResponse,
  QueryProposalsByGroupPolicyRequest,
  QueryProposalsByGroupPolicyResponse,
  QueryTallyResultRequest,
  QueryTallyResultResponse,
  QueryVoteByProposalVoterRequest,
  QueryVoteByProposalVoterResponse,
  QueryVotesByProposalRequest,
  QueryVotesByProposalResponse,
} from 'cosmjs-types/cosmos/group/v1/query'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import type { AbciQueryHandler } from '../../chain/module.ts'
import {
  VOTE_OPTIONS,
  type GroupInfo,
  type GroupKeeper,
  type GroupPolicyInfo,
  type Proposal,
  type TallyResult,
  type Vote,
} from './keeper.ts'
import { EXECUTOR_RESULTS } from './proposals.ts'
import { decAtomics } from '../../chain/dec.ts'

const STATUSES = [
  'PROPOSAL_STATUS_UNSPECIFIED',
  'PROPOSAL_STATUS_SUBMITTED',
  'PROPOSAL_STATUS_ACCEPTED',
  'PROPOSAL_STATUS_REJECTED',
  'PROPOSAL_STATUS_ABORTED',
  'PROPOSAL_STATUS_WITHDRAWN',
]
const ts = (iso: string) => {
  const ms = Date.parse(iso)
  return { seconds: BigInt(Math.floor(ms / 1000)), nanos: (ms % 1000) * 1_000_000 }
}
const seconds = (duration: string) => ({
  seconds: BigInt(duration.replace(/s$/, '') || '0'),
  nanos: 0,
})
const NO_PAGE = { nextKey: new Uint8Array(), total: 0n }

const groupProto = (g: GroupInfo) => ({
  id: BigInt(g.id),
  admin: g.admin,
  metadata: g.metadata,
  version: BigInt(g.version),
  totalWeight: g.total_weight,
  createdAt: ts(g.created_at),
})

const policyProto = (p: GroupPolicyInfo): ProtoPolicy => ({
  address: p.address,
  groupId: BigInt(p.group_id),
  admin: p.admin,
  metadata: p.metadata,
  version: BigInt(p.version),
  decisionPolicy: {
    typeUrl: p.decision_policy['@type'],
    value: PercentageDecisionPolicy.encode({
      percentage: decAtomics(p.decision_policy.percentage),
      windows: {
        votingPeriod: seconds(p.decision_policy.windows.voting_period),
        minExecutionPeriod: seconds(p.decision_policy.windows.min_execution_period),
      },
    }).finish(),
  },
  createdAt: ts(p.created_at),
})

const tallyProto = (t: TallyResult) => ({
  yesCount: t.yes_count,
  abstainCount: t.abstain_count,
  noCount: t.no_count,
  noWithVetoCount: t.no_with_veto_count,
})

const proposalProto = (p: Proposal): ProtoProposal => ({
  id: BigInt(p.id),
  groupPolicyAddress: p.group_policy_address,
  metadata: p.metadata,
  proposers: [...p.proposers],
  submitTime: ts(p.submit_time),
  groupVersion: BigInt(p.group_version),
  groupPolicyVersion: BigInt(p.group_policy_version),
  status: Math.max(0, STATUSES.indexOf(p.status)),
  finalTallyResult: tallyProto(p.final_tally_result),
  votingPeriodEnd: ts(p.voting_period_end),
  executorResult: Math.max(0, EXECUTOR_RESULTS.indexOf(p.executor_result as never)),
  messages: p.messages.map(m => ({ typeUrl: m.typeUrl, value: Buffer.from(m.value, 'base64') })),
  title: p.title,
  summary: p.summary,
})

const voteProto = (v: Vote) => ({
  proposalId: BigInt(v.proposal_id),
  voter: v.voter,
  option: Math.max(0, VOTE_OPTIONS.indexOf(v.option as never)),
  metadata: v.metadata,
  submitTime: ts(v.submit_time),
})

/** x/group gRPC paths over `abci_query`, as a node answers them (no pruning, see keeper). */
export function groupAbciQueries(keeper: GroupKeeper): Record<string, AbciQueryHandler> {
  const q = '/cosmos.group.v1.Query/'
  const proposal = (id: bigint) => {
    const found = keeper.proposals.get(id.toString())
    if (!found) throw ChainError.wrap(SdkErrors.notFound, `load proposal: ${id}`)
    return found
  }
  const page = <T>(items: T[]) => ({ pagination: { ...NO_PAGE, total: BigInt(items.length) } })
  return {
    [`${q}GroupInfo`]: data => {
      const info = keeper.groups.get(QueryGroupInfoRequest.decode(data).groupId.toString())
      if (!info) throw ChainError.wrap(SdkErrors.notFound, 'group: not found')
      return QueryGroupInfoResponse.encode({ info: groupProto(info) }).finish()
    },
    [`${q}GroupMembers`]: data => {
      const id = QueryGroupMembersRequest.decode(data).groupId
      const members = keeper.members.of(id.toString())
      return QueryGroupMembersResponse.encode({
        members: members.map(m => ({
          groupId: id,
          member: {
            address: m.member.address,
            weight: m.member.weight,
            metadata: m.member.metadata,
            addedAt: ts(m.member.added_at),
          },
        })),
        ...page(members),
      }).finish()
    },
    [`${q}GroupsByMember`]: data => {
      const list = keeper.groupsOfMember(QueryGroupsByMemberRequest.decode(data).address)
      return QueryGroupsByMemberResponse.encode({
        groups: list.map(groupProto),
        ...page(list),
      }).finish()
    },
    [`${q}GroupPolicyInfo`]: data => {
      const info = keeper.policies.get(QueryGroupPolicyInfoRequest.decode(data).address)
      if (!info) throw ChainError.wrap(SdkErrors.notFound, 'group policy: not found')
      return QueryGroupPolicyInfoResponse.encode({ info: policyProto(info) }).finish()
    },
    [`${q}GroupPoliciesByGroup`]: data => {
      const id = QueryGroupPoliciesByGroupRequest.decode(data).groupId.toString()
      const list = keeper.policies.all().filter(p => p.group_id === id)
      return QueryGroupPoliciesByGroupResponse.encode({
        groupPolicies: list.map(policyProto),
        ...page(list),
      }).finish()
    },
    [`${q}Proposal`]: data =>
      QueryProposalResponse.encode({
        proposal: proposalProto(proposal(QueryProposalRequest.decode(data).proposalId)),
      }).finish(),
    [`${q}ProposalsByGroupPolicy`]: data => {
      const address = QueryProposalsByGroupPolicyRequest.decode(data).address
      const list = keeper.proposals.all().filter(p => p.group_policy_address === address)
      return QueryProposalsByGroupPolicyResponse.encode({
        proposals: list.map(proposalProto),
        ...page(list),
      }).finish()
    },
    [`${q}VotesByProposal`]: data => {
      const list = keeper.votes.of(QueryVotesByProposalRequest.decode(data).proposalId.toString())
      return QueryVotesByProposalResponse.encode({
        votes: list.map(voteProto),
        ...page(list),
      }).finish()
    },
    [`${q}VoteByProposalVoter`]: data => {
      const request = QueryVoteByProposalVoterRequest.decode(data)
      const vote = keeper.votes.get(request.proposalId.toString(), request.voter)
      if (!vote) throw ChainError.wrap(SdkErrors.notFound, 'vote: not found')
      return QueryVoteByProposalVoterResponse.encode({ vote: voteProto(vote) }).finish()
    },
    [`${q}TallyResult`]: data => {
      const found = proposal(QueryTallyResultRequest.decode(data).proposalId)
      const policy = keeper.policies.get(found.group_policy_address)
      return QueryTallyResultResponse.encode({
        tally: tallyProto(keeper.tally(found, policy?.group_id ?? '0')),
      }).finish()
    },
  }
}
