import { createDistributionAminoConverters, createStakingAminoConverters } from '@cosmjs/stargate'
import { describe, expect, it } from 'vitest'
import {
  distributionAminoConverters,
  setWithdrawAddressMsg,
  withdrawRewardMsg,
  withdrawCommissionMsg,
} from '../distribution/index.ts'
import { stakingAminoConverters } from './amino.ts'
import { cancelUnbondingMsg, delegateMsg, redelegateMsg, undelegateMsg } from './msgs.ts'

const delegator = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const validator = 'gitopiavaloper1jxxcdx7a6m5kklryn8exn37l2tlxuk2xrgfe4x'
const other = 'gitopiavaloper1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6xmr5ay'

/**
 * x/distribution/types/codec.go registers the commission withdrawal as
 * `cosmos-sdk/MsgWithdrawValCommission` (Amino names are at most 39 characters); cosmjs' table
 * has the Msg's full name, which a Ledger signature would not match.
 */
const SDK_NAMES: Record<string, string> = {
  '/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission':
    'cosmos-sdk/MsgWithdrawValCommission',
}

const ours = { ...stakingAminoConverters(), ...distributionAminoConverters() }
const cosmjs = { ...createStakingAminoConverters(), ...createDistributionAminoConverters() }

describe('Amino JSON of the staking and distribution Msgs (what a Ledger signs)', () => {
  it.each([
    delegateMsg(delegator, validator, 1_500_000n),
    undelegateMsg(delegator, validator, 7n),
    redelegateMsg(delegator, validator, other, 2_000_000n),
    cancelUnbondingMsg(delegator, validator, 5n, 1234n),
    withdrawRewardMsg(delegator, validator),
    setWithdrawAddressMsg(delegator, 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4n'),
    withdrawCommissionMsg(validator),
  ])('$typeUrl has the SDK name and fields, and reads back', msg => {
    const converter = ours[msg.typeUrl]
    const reference = cosmjs[msg.typeUrl]
    if (!converter || !reference) throw new Error(`no converter for ${msg.typeUrl}`)
    expect(converter.aminoType).toBe(SDK_NAMES[msg.typeUrl] ?? reference.aminoType)
    expect(converter.toAmino(msg.value)).toEqual(reference.toAmino(msg.value))
    expect(converter.fromAmino(converter.toAmino(msg.value))).toEqual(msg.value)
  })
})
