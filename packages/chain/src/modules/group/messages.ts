import type { EncodeObject } from '@cosmjs/proto-signing'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'

/**
 * x/group Msgs a DAO member sends (SDK 0.47 `cosmos.group.v1`). The registry already knows them
 * (cosmjs `groupTypes`); the proposal-wrapping builder lives in `gitopia/daos/proposals.ts`.
 */
export type GroupVoteOption = 'YES' | 'ABSTAIN' | 'NO' | 'NO_WITH_VETO'
const OPTIONS: Record<GroupVoteOption, number> = { YES: 1, ABSTAIN: 2, NO: 3, NO_WITH_VETO: 4 }
/** `Exec.EXEC_TRY`: run the proposal's Msgs in the same tx if this vote makes it pass. */
const EXEC_TRY = 1

export function groupVoteMsg(
  voter: string,
  proposalId: string,
  option: GroupVoteOption,
  executeIfPasses: boolean,
): EncodeObject {
  return {
    typeUrl: '/cosmos.group.v1.MsgVote',
    value: {
      proposalId: BigInt(proposalId),
      voter,
      option: OPTIONS[option],
      metadata: '',
      exec: executeIfPasses ? EXEC_TRY : 0,
    },
  }
}

export function groupExecMsg(executor: string, proposalId: string): EncodeObject {
  return {
    typeUrl: '/cosmos.group.v1.MsgExec',
    value: { proposalId: BigInt(proposalId), executor },
  }
}

export function groupWithdrawMsg(address: string, proposalId: string): EncodeObject {
  return {
    typeUrl: '/cosmos.group.v1.MsgWithdrawProposal',
    value: { proposalId: BigInt(proposalId), address },
  }
}

/** Adds, re-weighs (weight > 0) or removes (weight "0") members; signed by the policy. */
export function updateGroupMembersMsg(
  policyAddress: string,
  groupId: string,
  updates: readonly { address: string; weight: string }[],
): EncodeObject {
  return {
    typeUrl: '/cosmos.group.v1.MsgUpdateGroupMembers',
    value: {
      admin: policyAddress,
      groupId: BigInt(groupId),
      memberUpdates: updates.map(u => ({ address: u.address, weight: u.weight, metadata: '' })),
    },
  }
}

/**
 * New voting rules for a DAO's policy: a percentage of the whole group weight and a voting
 * period. When it runs, the chain aborts the policy's other open proposals.
 */
export function updatePercentagePolicyMsg(
  policyAddress: string,
  percentage: string,
  votingPeriodSeconds: number,
): EncodeObject {
  return {
    typeUrl: '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy',
    value: {
      admin: policyAddress,
      groupPolicyAddress: policyAddress,
      decisionPolicy: {
        typeUrl: '/cosmos.group.v1.PercentageDecisionPolicy',
        value: PercentageDecisionPolicy.encode({
          percentage,
          windows: {
            votingPeriod: { seconds: BigInt(votingPeriodSeconds), nanos: 0 },
            minExecutionPeriod: { seconds: 0n, nanos: 0 },
          },
        }).finish(),
      },
    },
  }
}
