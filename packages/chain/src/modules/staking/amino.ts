import type { AminoConverters } from '@cosmjs/stargate'

type Json = Record<string, unknown>

const coin = (value: unknown) => {
  const { denom, amount } = value as { denom: string; amount: string }
  return { denom, amount }
}

/**
 * Legacy Amino JSON of x/staking's Msgs as the SDK registers them (`cosmos-sdk/MsgDelegate`, …):
 * snake_case fields, the coin as given, the creation height as a string.
 */
export function stakingAminoConverters(): AminoConverters {
  const delegation = (aminoType: string) => ({
    aminoType,
    toAmino: (m: Json) => ({
      delegator_address: m.delegatorAddress,
      validator_address: m.validatorAddress,
      amount: coin(m.amount),
    }),
    fromAmino: (a: Json) => ({
      delegatorAddress: a.delegator_address,
      validatorAddress: a.validator_address,
      amount: coin(a.amount),
    }),
  })
  return {
    '/cosmos.staking.v1beta1.MsgDelegate': delegation('cosmos-sdk/MsgDelegate'),
    '/cosmos.staking.v1beta1.MsgUndelegate': delegation('cosmos-sdk/MsgUndelegate'),
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': {
      aminoType: 'cosmos-sdk/MsgBeginRedelegate',
      toAmino: (m: Json) => ({
        delegator_address: m.delegatorAddress,
        validator_src_address: m.validatorSrcAddress,
        validator_dst_address: m.validatorDstAddress,
        amount: coin(m.amount),
      }),
      fromAmino: (a: Json) => ({
        delegatorAddress: a.delegator_address,
        validatorSrcAddress: a.validator_src_address,
        validatorDstAddress: a.validator_dst_address,
        amount: coin(a.amount),
      }),
    },
    '/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation': {
      aminoType: 'cosmos-sdk/MsgCancelUnbondingDelegation',
      toAmino: (m: Json) => ({
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
        amount: coin(m.amount),
        creation_height: String(m.creationHeight),
      }),
      fromAmino: (a: Json) => ({
        delegatorAddress: a.delegator_address,
        validatorAddress: a.validator_address,
        amount: coin(a.amount),
        creationHeight: BigInt(String(a.creation_height)),
      }),
    },
  }
}
