import type { Registry } from '@cosmjs/proto-signing'
import {
  MsgCreateGroupResponse,
  MsgExecResponse,
  MsgSubmitProposalResponse,
} from 'cosmjs-types/cosmos/group/v1/tx'
import type {
  MsgCreateGroup,
  MsgExec,
  MsgSubmitProposal,
  MsgUpdateGroupMembers,
  MsgUpdateGroupPolicyDecisionPolicy,
  MsgVote,
  MsgWithdrawProposal,
} from 'cosmjs-types/cosmos/group/v1/tx'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import {
  respond,
  signedHandler,
  type MsgHandler,
  type SignedHandlerSpec,
  type TextField,
} from '../../chain/module.ts'
import { addWeights, EMPTY_TALLY, rfc3339, type GroupKeeper, type Proposal } from './keeper.ts'
import { EXECUTOR_RESULTS, GroupErrors, type GroupProposals } from './proposals.ts'
import { normalizeDec } from '../../chain/dec.ts'

const TYPE = '/cosmos.group.v1.'

/** The handler of group Msg `name`, signed by the address in its field `signer`. */
const groupMsg = <M>(name: string, signer: TextField<M>, spec: SignedHandlerSpec<M>) =>
  signedHandler<M>('group', `${TYPE}${name}`, signer, spec)

/** The group Msgs a DAO needs (SDK 0.47 `x/group/keeper/msg_server.go`, Gitopia's fork). */
export function groupHandlers(
  keeper: GroupKeeper,
  engine: GroupProposals,
  registry: Registry,
  handlerFor: (typeUrl: string) => MsgHandler | undefined,
): MsgHandler<never>[] {
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
      const policy = keeper.policies.get(msg.groupPolicyAddress)
      if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
      const info = keeper.groups.get(policy.group_id)
      for (const proposer of msg.proposers) engine.requireMember(policy.group_id, proposer)
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
      const id = keeper.nextSequence('proposal').toString()
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
      keeper.proposals.save(proposal)
      ctx.events.emitTyped('cosmos.group.v1.EventSubmitProposal', { proposal_id: id })
      if (Number(msg.exec) === 1) {
        for (const proposer of msg.proposers) engine.vote(BigInt(id), proposer, 1, '', ctx)
        engine.exec(BigInt(id), ctx)
      }
      return respond(`${TYPE}MsgSubmitProposalResponse`, MsgSubmitProposalResponse, {
        proposalId: BigInt(id),
      })
    },
  }

  const voteHandler = groupMsg<MsgVote>('MsgVote', 'voter', {
    validate: msg => {
      if (Number(msg.option) === 0) throw ChainError.wrap(GroupErrors.empty, 'vote option')
    },
    execute: (msg, ctx) => {
      engine.vote(msg.proposalId, msg.voter, msg.option, msg.metadata, ctx)
      if (Number(msg.exec) === 1) engine.exec(msg.proposalId, ctx)
      return undefined
    },
  })

  const execHandler = groupMsg<MsgExec>('MsgExec', 'executor', {
    execute: (msg, ctx) => {
      const result = engine.exec(msg.proposalId, ctx)
      return respond(`${TYPE}MsgExecResponse`, MsgExecResponse, {
        result: EXECUTOR_RESULTS.indexOf(result),
      })
    },
  })

  const requireAdmin = (admin: string, actual: string) => {
    if (admin !== actual) throw ChainError.wrap(GroupErrors.unauthorized, 'not group admin')
  }

  const updateMembers = groupMsg<MsgUpdateGroupMembers>('MsgUpdateGroupMembers', 'admin', {
    validate: msg => {
      if (msg.memberUpdates.length === 0) throw ChainError.wrap(GroupErrors.empty, 'member updates')
    },
    execute: (msg, ctx) => {
      const info = keeper.groups.get(msg.groupId.toString())
      if (!info) throw ChainError.wrap(SdkErrors.notFound, 'group')
      requireAdmin(msg.admin, info.admin)
      for (const update of msg.memberUpdates) {
        if (update.weight === '0' || Number(update.weight) === 0) {
          if (!keeper.members.get(info.id, update.address))
            throw ChainError.wrap(SdkErrors.notFound, `unknown member ${update.address}`)
          keeper.members.delete(info.id, update.address)
        } else {
          const existing = keeper.members.get(info.id, update.address)
          keeper.members.save({
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
      const total = addWeights(keeper.members.of(info.id).map(member => member.member.weight))
      keeper.groups.save({
        ...info,
        total_weight: total,
        version: String(BigInt(info.version) + 1n),
      })
      ctx.events.emitTyped('cosmos.group.v1.EventUpdateGroup', { group_id: info.id })
      return undefined
    },
  })

  const updateDecisionPolicy = groupMsg<MsgUpdateGroupPolicyDecisionPolicy>(
    'MsgUpdateGroupPolicyDecisionPolicy',
    'admin',
    {
      validate: msg => {
        if (msg.decisionPolicy?.typeUrl !== `${TYPE}PercentageDecisionPolicy`)
          throw ChainError.wrap(GroupErrors.invalid, 'decision policy')
      },
      execute: (msg, ctx) => {
        const policy = keeper.policies.get(msg.groupPolicyAddress)
        if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
        requireAdmin(msg.admin, policy.admin)
        const decoded = PercentageDecisionPolicy.decode(
          msg.decisionPolicy?.value ?? new Uint8Array(),
        )
        const percentage = Number(decoded.percentage)
        if (!(percentage > 0 && percentage <= 1))
          throw ChainError.wrap(GroupErrors.invalid, 'percentage must be > 0 and <= 1')
        const seconds = decoded.windows?.votingPeriod?.seconds ?? 0n
        if (seconds <= 0n)
          throw ChainError.wrap(GroupErrors.invalid, 'voting period cannot be zero')
        keeper.policies.save({
          ...policy,
          version: String(BigInt(policy.version) + 1n),
          decision_policy: {
            '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
            percentage: normalizeDec(decoded.percentage),
            windows: {
              voting_period: `${seconds}s`,
              min_execution_period: `${decoded.windows?.minExecutionPeriod?.seconds ?? 0n}s`,
            },
          },
        })
        engine.abortOpen(policy.address)
        ctx.events.emitTyped('cosmos.group.v1.EventUpdateGroupPolicy', { address: policy.address })
        return undefined
      },
    },
  )

  // A plain group (no policy): real chains have them beside DAOs' groups, so group and policy
  // numbers drift apart (the web client must not take a DAO's policy number for its group's).
  const createGroup = groupMsg<MsgCreateGroup>('MsgCreateGroup', 'admin', {
    validate: msg => {
      for (const member of msg.members) {
        requireAddress(member.address, 'member')
        if (!/^\d+(\.\d+)?$/.test(member.weight) || Number(member.weight) <= 0)
          throw ChainError.wrap(GroupErrors.invalid, 'weight must be positive')
      }
    },
    execute: (msg, ctx) => {
      const group = keeper.createGroup({
        admin: msg.admin,
        members: msg.members.map(({ address, weight, metadata }) => ({
          address,
          weight,
          metadata,
        })),
        metadata: msg.metadata,
        time: ctx.blockTime,
      })
      ctx.events.emitTyped('cosmos.group.v1.EventCreateGroup', { group_id: group.id })
      return respond(`${TYPE}MsgCreateGroupResponse`, MsgCreateGroupResponse, {
        groupId: BigInt(group.id),
      })
    },
  })

  const withdraw = groupMsg<MsgWithdrawProposal>('MsgWithdrawProposal', 'address', {
    execute: (msg, ctx) => {
      engine.withdraw(msg.proposalId, msg.address, ctx)
      return undefined
    },
  })

  return [
    createGroup,
    submitProposal,
    voteHandler,
    execHandler,
    withdraw,
    updateMembers,
    updateDecisionPolicy,
  ] as MsgHandler<never>[]
}
