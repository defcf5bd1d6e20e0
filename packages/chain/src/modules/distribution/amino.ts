import type { AminoConverters } from '@cosmjs/stargate'

type Json = Record<string, unknown>

/**
 * Legacy Amino JSON of x/distribution's Msgs under the names the SDK registers (which differ from
 * the Msg names: `cosmos-sdk/MsgWithdrawDelegationReward`, `cosmos-sdk/MsgModifyWithdrawAddress`,
 * `cosmos-sdk/MsgWithdrawValCommission`).
 */
export function distributionAminoConverters(): AminoConverters {
  return {
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': {
      aminoType: 'cosmos-sdk/MsgWithdrawDelegationReward',
      toAmino: (m: Json) => ({
        delegator_address: m.delegatorAddress,
        validator_address: m.validatorAddress,
      }),
      fromAmino: (a: Json) => ({
        delegatorAddress: a.delegator_address,
        validatorAddress: a.validator_address,
      }),
    },
    '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress': {
      aminoType: 'cosmos-sdk/MsgModifyWithdrawAddress',
      toAmino: (m: Json) => ({
        delegator_address: m.delegatorAddress,
        withdraw_address: m.withdrawAddress,
      }),
      fromAmino: (a: Json) => ({
        delegatorAddress: a.delegator_address,
        withdrawAddress: a.withdraw_address,
      }),
    },
    '/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission': {
      aminoType: 'cosmos-sdk/MsgWithdrawValCommission',
      toAmino: (m: Json) => ({ validator_address: m.validatorAddress }),
      fromAmino: (a: Json) => ({ validatorAddress: a.validator_address }),
    },
  }
}
