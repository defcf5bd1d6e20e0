import type { Registry } from '@cosmjs/proto-signing'
import { MsgExecResponse, MsgSubmitProposalResponse } from 'cosmjs-types/cosmos/group/v1/tx'
import type {
  MsgExec,
  MsgSubmitProposal,
  MsgUpdateGroupMembers,
  MsgUpdateGroupPolicyDecisionPolicy,
  MsgVote,
} from 'cosmjs-types/cosmos/group/v1/tx'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors, type ErrorKind } from '../../chain/errors.ts'
import { respond, type ChainModule, type MsgContext, type MsgHandler } from '../../chain/module.ts'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { numericKey } from '../../state/store.ts'
import {
  addWeights,
  EMPTY_TALLY,
  formatDec,
  rfc3339,
  VOTE_OPTIONS,
  type GroupKeeper,
  type Proposal,
} from './keeper.ts'

const group = (code: number, text: string): ErrorKind => ({ codespace: 'group', code, text })
export const GroupErrors = {
  empty: group(2, 'value is empty'),
  invalid: group(6, 'invalid value'),
  unauthorized: group(7, 'unauthorized'),
  expired: group(9, 'expired'),
} as const

const TYPE = '/cosmos.group.v1.'

export interface GroupModuleOptions {
  readonly groups: GroupKeeper
  readonly registry: Registry
  /** The handler of any Msg type, to run a proposal's messages. */
  readonly handlerFor: (typeUrl: string) => MsgHandler | undefined
}

const toNumber = (weight: string) => Number(weight)

export function groupModule(options: GroupModuleOptions): ChainModule {
  const { groups, registry, handlerFor } = options

  const requireMember = (groupId: string, address: string) => {
    if (!groups.member(groupId, address))
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `address ${address} is not a member of the group`,
      )
  }

  const loadProposal = (id: bigint) => {
    const proposal = groups.proposal(id.toString())
    if (!proposal) throw ChainError.wrap(SdkErrors.notFound, `load proposal: ${id}`)
    const policy = groups.policy(proposal.group_policy_address)
    if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
    return { proposal, policy }
  }

  /** `doTallyAndUpdate` with a percentage policy: accepted once YES reaches the percentage. */
  const tallyAndUpdate = (proposal: Proposal, groupId: string, ctx: MsgContext): Proposal => {
    const info = groups.group(groupId)
    const policy = groups.policy(proposal.group_policy_address)
    if (!info || !policy) return proposal
    const tally = groups.tally(proposal, groupId)
    const total = toNumber(info.total_weight)
    const percentage = Number(policy.decision_policy.percentage)
    const yes = toNumber(tally.yes_count)
    const counted = [tally.yes_count, tally.no_count, tally.abstain_count, tally.no_with_veto_count]
      .map(toNumber)
      .reduce((a, b) => a + b, 0)
    const ended = ctx.blockTime >= new Date(proposal.voting_period_end)
    let status = proposal.status
    if (total > 0 && yes / total >= percentage) status = 'PROPOSAL_STATUS_ACCEPTED'
    else if (total === 0 || (total - counted + yes) / total < percentage || ended)
      status = 'PROPOSAL_STATUS_REJECTED'
    return status === proposal.status
      ? proposal
      : { ...proposal, status, final_tally_result: tally }
  }

  /** Runs the messages as the policy account; with EXEC_TRY a failure leaves state untouched. */
  const runMessages = (proposal: Proposal, ctx: MsgContext): string | undefined => {
    try {
      ctx.store.savepoint(() => {
        for (const any of proposal.messages) {
          const handler = handlerFor(any.typeUrl)
          if (!handler) throw new Error(`no message handler found for ${any.typeUrl}`)
          const msg = registry.decode({
            typeUrl: any.typeUrl,
            value: Buffer.from(any.value, 'base64'),
          }) as Record<string, unknown>
          handler.validateBasic?.(msg)
          handler.execute(msg, ctx)
        }
      })
      return undefined
    } catch (error) {
      return error instanceof ChainError ? error.log : String(error)
    }
  }

  const exec = (proposalId: bigint, executor: string, ctx: MsgContext) => {
    const loaded = loadProposal(proposalId)
    let proposal = loaded.proposal
    if (
      proposal.status !== 'PROPOSAL_STATUS_SUBMITTED' &&
      proposal.status !== 'PROPOSAL_STATUS_ACCEPTED'
    )
      throw ChainError.wrap(
        GroupErrors.invalid,
        `not possible to exec with proposal status ${proposal.status}`,
      )
    if (proposal.status === 'PROPOSAL_STATUS_SUBMITTED')
      proposal = tallyAndUpdate(proposal, loaded.policy.group_id, ctx)
    let result = proposal.executor_result
    let logs = ''
    if (
      proposal.status === 'PROPOSAL_STATUS_ACCEPTED' &&
      result !== 'PROPOSAL_EXECUTOR_RESULT_SUCCESS'
    ) {
      const failure = runMessages(proposal, ctx)
      result =
        failure === undefined
          ? 'PROPOSAL_EXECUTOR_RESULT_SUCCESS'
          : 'PROPOSAL_EXECUTOR_RESULT_FAILURE'
      logs = failure ?? ''
      proposal = { ...proposal, executor_result: result }
    }
    groups.saveProposal(proposal)
    ctx.events.emitTyped('cosmos.group.v1.EventExec', {
      proposal_id: proposal.id,
      result,
      logs,
    })
    if (result === 'PROPOSAL_EXECUTOR_RESULT_SUCCESS') {
      groups.pruneProposal(proposal.id)
      ctx.events.emitTyped('cosmos.group.v1.EventProposalPruned', {
        proposal_id: proposal.id,
        status: proposal.status,
        tally_result: proposal.final_tally_result,
      })
    }
    void executor
    return result
  }

  const vote = (
    proposalId: bigint,
    voter: string,
    option: number,
    metadata: string,
    ctx: MsgContext,
  ) => {
    const { proposal, policy } = loadProposal(proposalId)
    if (proposal.status !== 'PROPOSAL_STATUS_SUBMITTED')
      throw ChainError.wrap(GroupErrors.invalid, 'proposal not open for voting')
    if (ctx.blockTime >= new Date(proposal.voting_period_end))
      throw ChainError.wrap(GroupErrors.expired, 'voting period has ended already')
    requireMember(policy.group_id, voter)
    if (groups.vote(proposal.id, voter))
      throw ChainError.wrap(GroupErrors.invalid, 'store: unique constraint violation')
    const name = VOTE_OPTIONS[option] ?? 'VOTE_OPTION_UNSPECIFIED'
    groups.saveVote({
      proposal_id: proposal.id,
      voter,
      option: name,
      metadata,
      submit_time: rfc3339(ctx.blockTime),
    })
    ctx.events.emitTyped('cosmos.group.v1.EventVote', { proposal_id: proposal.id })
  }

  const submitProposal: MsgHandler<MsgSubmitProposal> = {
    typeUrl: `${TYPE}MsgSubmitProposal`,
    module: 'group',
    signers: msg => msg.proposers,
    validateBasic: msg => {
      requireAddress(msg.groupPolicyAddress, 'group policy')
      if (msg.proposers.length === 0) throw ChainError.wrap(GroupErrors.empty, 'proposers')
      for (const proposer of msg.proposers) requireAddress(proposer, 'proposer')
    },
    execute: (msg, ctx) => {
      const policy = groups.policy(msg.groupPolicyAddress)
      if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
      const info = groups.group(policy.group_id)
      for (const proposer of msg.proposers) requireMember(policy.group_id, proposer)
      for (const any of msg.messages) {
        const handler = handlerFor(any.typeUrl)
        if (!handler)
          throw ChainError.wrap(
            SdkErrors.unknownRequest,
            `no message handler found for ${any.typeUrl}`,
          )
        const inner = registry.decode(any) as Record<string, unknown>
        const signers = handler.signers?.(inner) ?? [String(inner.creator)]
        if (signers.some(signer => signer !== policy.address))
          throw ChainError.wrap(
            SdkErrors.unauthorized,
            'msg does not have group policy authorization',
          )
      }
      const id = groups.nextSequence('proposal').toString()
      const seconds = Number(policy.decision_policy.windows.voting_period.replace(/s$/, ''))
      const proposal: Proposal = {
        id,
        group_policy_address: policy.address,
        metadata: msg.metadata,
        proposers: msg.proposers,
        submit_time: rfc3339(ctx.blockTime),
        group_version: info?.version ?? '1',
        group_policy_version: policy.version,
        status: 'PROPOSAL_STATUS_SUBMITTED',
        final_tally_result: EMPTY_TALLY,
        voting_period_end: rfc3339(new Date(ctx.blockTime.getTime() + seconds * 1000)),
        executor_result: 'PROPOSAL_EXECUTOR_RESULT_NOT_RUN',
        messages: msg.messages.map(any => ({
          typeUrl: any.typeUrl,
          value: Buffer.from(any.value).toString('base64'),
        })),
        title: msg.title,
        summary: msg.summary,
      }
      groups.saveProposal(proposal)
      ctx.events.emitTyped('cosmos.group.v1.EventSubmitProposal', { proposal_id: id })
      if (Number(msg.exec) === 1) {
        for (const proposer of msg.proposers) vote(BigInt(id), proposer, 1, '', ctx)
        exec(BigInt(id), msg.proposers[0] ?? '', ctx)
      }
      return respond(`${TYPE}MsgSubmitProposalResponse`, MsgSubmitProposalResponse, {
        proposalId: BigInt(id),
      })
    },
  }

  const voteHandler: MsgHandler<MsgVote> = {
    typeUrl: `${TYPE}MsgVote`,
    module: 'group',
    signers: msg => [msg.voter],
    validateBasic: msg => {
      requireAddress(msg.voter, 'voter')
      if (Number(msg.option) === 0) throw ChainError.wrap(GroupErrors.empty, 'vote option')
    },
    execute: (msg, ctx) => {
      vote(msg.proposalId, msg.voter, msg.option, msg.metadata, ctx)
      if (Number(msg.exec) === 1) exec(msg.proposalId, msg.voter, ctx)
      return undefined
    },
  }

  const execHandler: MsgHandler<MsgExec> = {
    typeUrl: `${TYPE}MsgExec`,
    module: 'group',
    signers: msg => [msg.executor],
    validateBasic: msg => requireAddress(msg.executor, 'executor'),
    execute: (msg, ctx) => {
      const result = exec(msg.proposalId, msg.executor, ctx)
      const results = [
        'PROPOSAL_EXECUTOR_RESULT_UNSPECIFIED',
        'PROPOSAL_EXECUTOR_RESULT_NOT_RUN',
        'PROPOSAL_EXECUTOR_RESULT_SUCCESS',
        'PROPOSAL_EXECUTOR_RESULT_FAILURE',
      ]
      return respond(`${TYPE}MsgExecResponse`, MsgExecResponse, { result: results.indexOf(result) })
    },
  }

  const requireAdmin = (admin: string, actual: string) => {
    if (admin !== actual) throw ChainError.wrap(GroupErrors.unauthorized, 'not group admin')
  }

  const updateMembers: MsgHandler<MsgUpdateGroupMembers> = {
    typeUrl: `${TYPE}MsgUpdateGroupMembers`,
    module: 'group',
    signers: msg => [msg.admin],
    validateBasic: msg => {
      requireAddress(msg.admin, 'admin')
      if (msg.memberUpdates.length === 0) throw ChainError.wrap(GroupErrors.empty, 'member updates')
    },
    execute: (msg, ctx) => {
      const info = groups.group(msg.groupId.toString())
      if (!info) throw ChainError.wrap(SdkErrors.notFound, 'group')
      requireAdmin(msg.admin, info.admin)
      for (const update of msg.memberUpdates) {
        if (update.weight === '0' || Number(update.weight) === 0) {
          if (!groups.member(info.id, update.address))
            throw ChainError.wrap(SdkErrors.notFound, `unknown member ${update.address}`)
          groups.removeMember(info.id, update.address)
        } else {
          const existing = groups.member(info.id, update.address)
          groups.setMember({
            group_id: info.id,
            member: {
              address: update.address,
              weight: update.weight,
              metadata: update.metadata,
              added_at: existing?.member.added_at ?? rfc3339(ctx.blockTime),
            },
          })
        }
      }
      const total = addWeights(groups.members(info.id).map(member => member.member.weight))
      groups.saveGroup({ ...info, total_weight: total, version: String(BigInt(info.version) + 1n) })
      ctx.events.emitTyped('cosmos.group.v1.EventUpdateGroup', { group_id: info.id })
      return undefined
    },
  }

  const updateDecisionPolicy: MsgHandler<MsgUpdateGroupPolicyDecisionPolicy> = {
    typeUrl: `${TYPE}MsgUpdateGroupPolicyDecisionPolicy`,
    module: 'group',
    signers: msg => [msg.admin],
    validateBasic: msg => {
      requireAddress(msg.admin, 'admin')
      if (msg.decisionPolicy?.typeUrl !== `${TYPE}PercentageDecisionPolicy`)
        throw ChainError.wrap(GroupErrors.invalid, 'decision policy')
    },
    execute: (msg, ctx) => {
      const policy = groups.policy(msg.groupPolicyAddress)
      if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
      requireAdmin(msg.admin, policy.admin)
      const decoded = PercentageDecisionPolicy.decode(msg.decisionPolicy?.value ?? new Uint8Array())
      const percentage = Number(decoded.percentage)
      if (!(percentage > 0 && percentage <= 1))
        throw ChainError.wrap(GroupErrors.invalid, 'percentage must be > 0 and <= 1')
      const seconds = decoded.windows?.votingPeriod?.seconds ?? 0n
      if (seconds <= 0n) throw ChainError.wrap(GroupErrors.invalid, 'voting period cannot be zero')
      groups.savePolicy({
        ...policy,
        version: String(BigInt(policy.version) + 1n),
        decision_policy: {
          '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
          percentage: formatDec(decoded.percentage),
          windows: {
            voting_period: `${seconds}s`,
            min_execution_period: `${decoded.windows?.minExecutionPeriod?.seconds ?? 0n}s`,
          },
        },
      })
      ctx.events.emitTyped('cosmos.group.v1.EventUpdateGroupPolicy', { address: policy.address })
      return undefined
    },
  }

  return {
    name: 'group',
    handlers: [
      submitProposal,
      voteHandler,
      execHandler,
      updateMembers,
      updateDecisionPolicy,
    ] as MsgHandler<never>[],
    registerRoutes: router => registerGroupRoutes(router, groups, registry),
  }
}

function registerGroupRoutes(router: Router, groups: GroupKeeper, registry: Registry): void {
  const p = '/cosmos/group/v1'
  const proposalJson = (proposal: Proposal) => ({
    ...proposal,
    messages: proposal.messages.map(any => {
      try {
        const decoded: unknown = registry.decode({
          typeUrl: any.typeUrl,
          value: Buffer.from(any.value, 'base64'),
        })
        const type = registry.lookupType(any.typeUrl) as
          { toJSON?: (m: unknown) => unknown } | undefined
        const json = (type?.toJSON?.(decoded) ?? {}) as Record<string, unknown>
        return { '@type': any.typeUrl, ...json }
      } catch {
        return { '@type': any.typeUrl }
      }
    }),
  })
  const page = <T>(items: T[], query: URLSearchParams, key: (item: T) => string) =>
    paginate(items, parsePageRequest(query), key)
  const idOk = (value: string | undefined) => /^\d{1,20}$/.test(value ?? '')

  router.get(`${p}/group_info/{group_id}`, ({ params }) => {
    if (!idOk(params.group_id)) return grpcError(3, 'invalid group id')
    const info = groups.group(params.group_id ?? '')
    return info ? ok({ info }) : grpcError(5, `group: not found`)
  })
  router.get(`${p}/group_members/{group_id}`, ({ params, query }) => {
    if (!idOk(params.group_id)) return grpcError(3, 'invalid group id')
    const result = page(groups.members(params.group_id ?? ''), query, m => m.member.address)
    return ok({ members: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups`, ({ query }) => {
    const result = page(groups.groups(), query, g => numericKey(BigInt(g.id)))
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups_by_admin/{admin}`, ({ params, query }) => {
    const list = groups.groups().filter(g => g.admin === params.admin)
    const result = page(list, query, g => numericKey(BigInt(g.id)))
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/groups_by_member/{address}`, ({ params, query }) => {
    const result = page(groups.groupsOfMember(params.address ?? ''), query, g =>
      numericKey(BigInt(g.id)),
    )
    return ok({ groups: result.items, pagination: result.pagination })
  })
  router.get(`${p}/group_policy_info/{address}`, ({ params }) => {
    const info = groups.policy(params.address ?? '')
    return info ? ok({ info }) : grpcError(5, 'group policy: not found')
  })
  router.get(`${p}/group_policies_by_group/{group_id}`, ({ params, query }) => {
    const list = groups.policies().filter(policy => policy.group_id === params.group_id)
    const result = page(list, query, policy => policy.address)
    return ok({ group_policies: result.items, pagination: result.pagination })
  })
  router.get(`${p}/group_policies_by_admin/{admin}`, ({ params, query }) => {
    const list = groups.policies().filter(policy => policy.admin === params.admin)
    const result = page(list, query, policy => policy.address)
    return ok({ group_policies: result.items, pagination: result.pagination })
  })
  router.get(`${p}/proposal/{proposal_id}`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const proposal = groups.proposal(params.proposal_id ?? '')
    return proposal
      ? ok({ proposal: proposalJson(proposal) })
      : grpcError(5, 'load proposal: not found')
  })
  router.get(`${p}/proposals/{proposal_id}/tally`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const proposal = groups.proposal(params.proposal_id ?? '')
    if (!proposal) return grpcError(5, 'load proposal: not found')
    const policy = groups.policy(proposal.group_policy_address)
    return ok({ tally: groups.tally(proposal, policy?.group_id ?? '0') })
  })
  router.get(`${p}/proposals_by_group_policy/{address}`, ({ params, query }) => {
    const list = groups.proposals().filter(pr => pr.group_policy_address === params.address)
    const result = page(list, query, pr => numericKey(BigInt(pr.id)))
    return ok({ proposals: result.items.map(proposalJson), pagination: result.pagination })
  })
  router.get(`${p}/vote_by_proposal_voter/{proposal_id}/{voter}`, ({ params }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const vote = groups.vote(params.proposal_id ?? '', params.voter ?? '')
    return vote ? ok({ vote }) : grpcError(5, 'vote: not found')
  })
  router.get(`${p}/votes_by_proposal/{proposal_id}`, ({ params, query }) => {
    if (!idOk(params.proposal_id)) return grpcError(3, 'invalid proposal id')
    const result = page(groups.votes(params.proposal_id ?? ''), query, vote => vote.voter)
    return ok({ votes: result.items, pagination: result.pagination })
  })
  router.get(`${p}/votes_by_voter/{voter}`, ({ params, query }) => {
    const list = groups.allVotes().filter(vote => vote.voter === params.voter)
    const result = page(list, query, vote => `${vote.proposal_id}/${vote.voter}`)
    return ok({ votes: result.items, pagination: result.pagination })
  })
}
