import type { AminoConverters } from '@cosmjs/stargate'
import { asIs, fieldsConverter, uint64, type AminoField } from '../../codec/amino-fields.ts'

const copyCoin = (value: unknown) => {
  const { denom, amount } = value as { denom: string; amount: string }
  return { denom, amount }
}
const coin: AminoField = { toAmino: copyCoin, fromAmino: copyCoin }

/**
 * Legacy Amino JSON of x/staking's Msgs as the SDK registers them (`cosmos-sdk/MsgDelegate`, …):
 * snake_case fields, the coin as given, the creation height as a string.
 */
export function stakingAminoConverters(): AminoConverters {
  const delegation = { delegatorAddress: asIs, validatorAddress: asIs, amount: coin }
  return {
    '/cosmos.staking.v1beta1.MsgDelegate': fieldsConverter('cosmos-sdk/MsgDelegate', delegation),
    '/cosmos.staking.v1beta1.MsgUndelegate': fieldsConverter(
      'cosmos-sdk/MsgUndelegate',
      delegation,
    ),
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': fieldsConverter('cosmos-sdk/MsgBeginRedelegate', {
      delegatorAddress: asIs,
      validatorSrcAddress: asIs,
      validatorDstAddress: asIs,
      amount: coin,
    }),
    '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation': fieldsConverter(
      'cosmos-sdk/MsgCancelUnbondingDelegation',
      { ...delegation, creationHeight: uint64 },
    ),
  }
}
