import type { Registry } from '@cosmjs/proto-signing'
import { ChainError, errorKinds, SdkErrors } from '../../chain/errors.ts'
import type { MsgContext, MsgHandler } from '../../chain/module.ts'
import { rfc3339, VOTE_OPTIONS, type GroupKeeper, type Proposal } from './keeper.ts'
import { DEC, parseDec } from '../../chain/dec.ts'

export const GroupErrors = errorKinds('group', {
  empty: [2, 'value is empty'],
  invalid: [6, 'invalid value'],
  unauthorized: [7, 'unauthorized'],
  expired: [9, 'expired'],
})

export const EXECUTOR_RESULTS = [
  'PROPOSAL_EXECUTOR_RESULT_UNSPECIFIED',
  'PROPOSAL_EXECUTOR_RESULT_NOT_RUN',
  'PROPOSAL_EXECUTOR_RESULT_SUCCESS',
  'PROPOSAL_EXECUTOR_RESULT_FAILURE',
] as const

/**
 * The lifecycle of a group proposal as on Gitopia's SDK fork (0.47 without pruning, see
 * docs/protocol notes, chain-wide.md c.1): percentage policy over the whole group weight,
 * votes that cannot change, exec that records a failure instead of failing the tx.
 */
export class GroupProposals {
  constructor(
    private readonly keeper: GroupKeeper,
    private readonly registry: Registry,
    private readonly handlerFor: (typeUrl: string) => MsgHandler | undefined,
  ) {}

  load(id: bigint) {
    const proposal = this.keeper.proposals.get(id.toString())
    if (!proposal) throw ChainError.wrap(SdkErrors.notFound, `load proposal: ${id}`)
    const policy = this.keeper.policies.get(proposal.group_policy_address)
    if (!policy) throw ChainError.wrap(SdkErrors.notFound, 'load group policy')
    return { proposal, policy }
  }

  requireMember(groupId: string, address: string): void {
    if (!this.keeper.members.get(groupId, address))
      throw ChainError.wrap(
        SdkErrors.unauthorized,
        `address ${address} is not a member of the group`,
      )
  }

  /**
   * `doTallyAndUpdate` with `PercentageDecisionPolicy.Allow`: accepted as soon as yes reaches the
   * percentage of the total weight, rejected once yes plus the undecided weight cannot, and
   * final either way at the end of voting.
   */
  tallyAndUpdate(proposal: Proposal, time: Date): Proposal {
    const policy = this.keeper.policies.get(proposal.group_policy_address)
    const info = policy && this.keeper.groups.get(policy.group_id)
    if (!info || !policy) return proposal
    const tally = this.keeper.tally(proposal, info.id)
    const total = parseDec(info.total_weight)
    const percentage = parseDec(policy.decision_policy.percentage)
    const yes = parseDec(tally.yes_count)
    const counted = [tally.yes_count, tally.no_count, tally.abstain_count, tally.no_with_veto_count]
      .map(weight => parseDec(weight))
      .reduce((a, b) => a + b, 0n)
    const ended = time.getTime() >= Date.parse(proposal.voting_period_end)
    const allow = total > 0n && yes * DEC >= percentage * total
    const finalReject = total === 0n || (total - counted + yes) * DEC < percentage * total
    if (!allow && !finalReject && !ended) return proposal
    return {
      ...proposal,
      status: allow ? 'PROPOSAL_STATUS_ACCEPTED' : 'PROPOSAL_STATUS_REJECTED',
      final_tally_result: tally,
    }
  }

  /** Runs the messages as the policy account; a failure leaves their state untouched. */
  #runMessages(proposal: Proposal, ctx: MsgContext): string | undefined {
    try {
      ctx.store.savepoint(() => {
        for (const any of proposal.messages) {
          const handler = this.handlerFor(any.typeUrl)
          if (!handler) throw new Error(`no message handler found for ${any.typeUrl}`)
          const msg = this.registry.decode({
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

  /** `Exec`: the proposal stays (no pruning on Gitopia); a failed run is recorded, not thrown. */
  exec(proposalId: bigint, ctx: MsgContext): (typeof EXECUTOR_RESULTS)[number] {
    let { proposal } = this.load(proposalId)
    if (
      proposal.status !== 'PROPOSAL_STATUS_SUBMITTED' &&
      proposal.status !== 'PROPOSAL_STATUS_ACCEPTED'
    )
      throw ChainError.wrap(
        GroupErrors.invalid,
        `not possible to exec with proposal status ${proposal.status}`,
      )
    if (proposal.status === 'PROPOSAL_STATUS_SUBMITTED')
      proposal = this.tallyAndUpdate(proposal, ctx.blockTime)
    let result = proposal.executor_result as (typeof EXECUTOR_RESULTS)[number]
    let logs = ''
    if (
      proposal.status === 'PROPOSAL_STATUS_ACCEPTED' &&
      result !== 'PROPOSAL_EXECUTOR_RESULT_SUCCESS'
    ) {
      const failure = this.#runMessages(proposal, ctx)
      result =
        failure === undefined
          ? 'PROPOSAL_EXECUTOR_RESULT_SUCCESS'
          : 'PROPOSAL_EXECUTOR_RESULT_FAILURE'
      logs = failure ?? ''
      proposal = { ...proposal, executor_result: result }
    }
    this.keeper.proposals.save(proposal)
    ctx.events.emitTyped('cosmos.group.v1.EventExec', { proposal_id: proposal.id, result, logs })
    return result
  }

  vote(proposalId: bigint, voter: string, option: number, metadata: string, ctx: MsgContext): void {
    const { proposal, policy } = this.load(proposalId)
    if (proposal.status !== 'PROPOSAL_STATUS_SUBMITTED')
      throw ChainError.wrap(GroupErrors.invalid, 'proposal not open for voting')
    if (ctx.blockTime >= new Date(proposal.voting_period_end))
      throw ChainError.wrap(GroupErrors.expired, 'voting period has ended already')
    this.requireMember(policy.group_id, voter)
    if (this.keeper.votes.get(proposal.id, voter))
      throw ChainError.wrap(GroupErrors.invalid, 'store: unique constraint violation')
    this.keeper.votes.save({
      proposal_id: proposal.id,
      voter,
      option: VOTE_OPTIONS[option] ?? 'VOTE_OPTION_UNSPECIFIED',
      metadata,
      submit_time: rfc3339(ctx.blockTime),
    })
    ctx.events.emitTyped('cosmos.group.v1.EventVote', { proposal_id: proposal.id })
  }

  /** `WithdrawProposal`: by a proposer or the policy admin, while the proposal is open. */
  withdraw(proposalId: bigint, address: string, ctx: MsgContext): void {
    const { proposal, policy } = this.load(proposalId)
    if (proposal.status !== 'PROPOSAL_STATUS_SUBMITTED')
      throw ChainError.wrap(
        GroupErrors.invalid,
        `cannot withdraw a proposal with the status of ${proposal.status}`,
      )
    if (address !== policy.admin && !proposal.proposers.includes(address))
      throw ChainError.wrap(
        GroupErrors.unauthorized,
        `given address is neither group policy admin nor in proposers: ${address}`,
      )
    this.keeper.proposals.save({ ...proposal, status: 'PROPOSAL_STATUS_WITHDRAWN' })
    ctx.events.emitTyped('cosmos.group.v1.EventWithdrawProposal', { proposal_id: proposal.id })
  }

  /** `abortProposals`: a policy update ends the policy's open proposals. */
  abortOpen(policyAddress: string): number {
    let aborted = 0
    for (const proposal of this.keeper.proposals.all()) {
      if (
        proposal.group_policy_address !== policyAddress ||
        proposal.status !== 'PROPOSAL_STATUS_SUBMITTED'
      )
        continue
      this.keeper.proposals.save({ ...proposal, status: 'PROPOSAL_STATUS_ABORTED' })
      aborted++
    }
    return aborted
  }

  /** EndBlocker `TallyProposalsAtVPEnd`: open proposals whose voting ended get their final status. */
  tallyAtVotingEnd(time: Date): void {
    for (const proposal of this.keeper.proposals.all()) {
      if (proposal.status !== 'PROPOSAL_STATUS_SUBMITTED') continue
      if (time.getTime() < Date.parse(proposal.voting_period_end)) continue
      this.keeper.proposals.save(this.tallyAndUpdate(proposal, time))
    }
  }
}
