import type { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import type { MsgSubmitProposal } from 'cosmjs-types/cosmos/gov/v1/tx'
import { flatMessage } from '../../codec/flat-message.ts'

/**
 * gov v1 `MsgSubmitProposal` as SDK 0.47 has it (cosmjs-types' is 0.50's, with `expedited`).
 * The app sends it only to carry a community-pool spend (docs/protocol.md#community-pool-spends).
 */
export const MsgSubmitProposalV1 = flatMessage<Omit<MsgSubmitProposal, 'expedited'>>([
  ['messages', 'anys'],
  ['initialDeposit', 'coins'],
  ['proposer', 'string'],
  ['metadata', 'string'],
  ['title', 'string'],
  ['summary', 'string'],
])

/** x/distribution's spend, which only x/gov's module account may sign (inside a proposal). */
export const MsgCommunityPoolSpendCodec = flatMessage<MsgCommunityPoolSpend>([
  ['authority', 'string'],
  ['recipient', 'string'],
  ['amount', 'coins'],
])

/** The protobuf types of the gov v1 Msgs the app signs, by type URL. */
export const govV1MsgTypes = [
  ['/cosmos.gov.v1.MsgSubmitProposal', MsgSubmitProposalV1],
  ['/cosmos.distribution.v1beta1.MsgCommunityPoolSpend', MsgCommunityPoolSpendCodec],
] as const
