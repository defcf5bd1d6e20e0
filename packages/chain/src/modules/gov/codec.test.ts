import { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { MsgSubmitProposal } from 'cosmjs-types/cosmos/gov/v1/tx'
import { describe, expect, it } from 'vitest'
import { MsgCommunityPoolSpendCodec, MsgSubmitProposalV1 } from './codec.ts'
import { GOV_MODULE_ADDRESS } from './messages.ts'

const spend = {
  authority: GOV_MODULE_ADDRESS,
  recipient: 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n',
  amount: [
    { denom: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2', amount: '3' },
    { denom: 'ulore', amount: '2000000' },
  ],
}
const packed = {
  typeUrl: '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
  value: MsgCommunityPoolSpend.encode(spend).finish(),
}
const proposal = (initialDeposit: { denom: string; amount: string }[]) => ({
  messages: [packed, packed],
  initialDeposit,
  proposer: 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98',
  metadata: '',
  title: 'Fund the docs',
  summary: 'Two payments <&>',
})

describe('protobuf of the gov v1 proposal that carries a community-pool spend', () => {
  it('MsgCommunityPoolSpend encodes as cosmjs-types does and decodes back', () => {
    const bytes = MsgCommunityPoolSpendCodec.encode(spend).finish()
    expect(bytes).toEqual(packed.value)
    expect(MsgCommunityPoolSpendCodec.decode(bytes)).toEqual(spend)
  })

  it.each([[[{ denom: 'ulore', amount: '10000000' }]], [[]]])(
    'MsgSubmitProposal (deposit %j) encodes as cosmjs-types does and decodes back',
    deposit => {
      const message = proposal(deposit)
      const bytes = MsgSubmitProposalV1.encode(MsgSubmitProposalV1.fromPartial(message)).finish()
      expect(bytes).toEqual(
        MsgSubmitProposal.encode(MsgSubmitProposal.fromPartial(message)).finish(),
      )
      // SDK 0.47's MsgSubmitProposal has no `expedited` (cosmjs-types follows 0.50).
      const { expedited, ...reference } = MsgSubmitProposal.decode(bytes)
      expect(expedited).toBe(false)
      expect(MsgSubmitProposalV1.decode(bytes)).toEqual(reference)
    },
  )
})
