import * as distributionTx from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import * as stakingTx from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import {
  setWithdrawAddressMsg,
  withdrawCommissionMsg,
  withdrawRewardMsg,
} from '../distribution/msgs.ts'
import { stakingMsgTypes } from './codec.ts'
import { cancelUnbondingMsg, delegateMsg, redelegateMsg, undelegateMsg } from './msgs.ts'

const delegator = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const validator = 'gitopiavaloper1jxxcdx7a6m5kklryn8exn37l2tlxuk2xrgfe4x'
const reference: Record<string, { encode(m: never): { finish(): Uint8Array } }> = {
  ...Object.fromEntries(
    Object.entries(stakingTx).map(([name, type]) => [`/cosmos.staking.v1beta1.${name}`, type]),
  ),
  ...Object.fromEntries(
    Object.entries(distributionTx).map(([name, type]) => [
      `/cosmos.distribution.v1beta1.${name}`,
      type,
    ]),
  ),
} as never
const ours = new Map<string, (typeof stakingMsgTypes)[number][1]>(
  stakingMsgTypes.map(([url, type]) => [url, type]),
)

describe('protobuf of the staking and distribution Msgs', () => {
  it.each([
    delegateMsg(delegator, validator, 1_500_000n),
    undelegateMsg(delegator, validator, 7n),
    redelegateMsg(delegator, validator, 'gitopiavaloper1other', 2_000_000n),
    cancelUnbondingMsg(delegator, validator, 5n, 1234n),
    withdrawRewardMsg(delegator, validator),
    setWithdrawAddressMsg(delegator, 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'),
    withdrawCommissionMsg(validator),
  ])('$typeUrl encodes as cosmjs-types does and decodes back', msg => {
    const type = ours.get(msg.typeUrl)
    if (!type) throw new Error(`no type for ${msg.typeUrl}`)
    const bytes = type.encode(msg.value as never).finish()
    expect(bytes).toEqual(reference[msg.typeUrl]?.encode(msg.value as never).finish())
    expect(type.decode(bytes)).toEqual(msg.value)
  })
})
