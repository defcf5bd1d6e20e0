import type { GeneratedType } from '@cosmjs/proto-signing'
import {
  MsgExec,
  MsgSubmitProposal,
  MsgUpdateGroupMembers,
  MsgUpdateGroupPolicyDecisionPolicy,
  MsgVote,
  MsgWithdrawProposal,
} from 'cosmjs-types/cosmos/group/v1/tx'

/**
 * The group Msgs the devnet executes. cosmjs's `defaultRegistryTypes` (which the Gitopia registry
 * includes) already knows them; the list is for registries built without the defaults.
 */
export const GROUP_MSG_TYPES: readonly (readonly [string, GeneratedType])[] = [
  ['/cosmos.group.v1.MsgSubmitProposal', MsgSubmitProposal],
  ['/cosmos.group.v1.MsgVote', MsgVote],
  ['/cosmos.group.v1.MsgExec', MsgExec],
  ['/cosmos.group.v1.MsgUpdateGroupMembers', MsgUpdateGroupMembers],
  ['/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy', MsgUpdateGroupPolicyDecisionPolicy],
  ['/cosmos.group.v1.MsgWithdrawProposal', MsgWithdrawProposal],
]
