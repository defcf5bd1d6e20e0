import type { AminoConverters } from '@cosmjs/stargate'
import { asIs, fieldsConverter } from '../../codec/amino-fields.ts'

/**
 * Legacy Amino JSON of x/distribution's Msgs under the names the SDK registers (which differ from
 * the Msg names: `cosmos-sdk/MsgWithdrawDelegationReward`, `cosmos-sdk/MsgModifyWithdrawAddress`,
 * `cosmos-sdk/MsgWithdrawValCommission`).
 */
export function distributionAminoConverters(): AminoConverters {
  return {
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': fieldsConverter(
      'cosmos-sdk/MsgWithdrawDelegationReward',
      { delegatorAddress: asIs, validatorAddress: asIs },
    ),
    '/cosmos.distribution.v1beta1.MsgSetWithdrawAddress': fieldsConverter(
      'cosmos-sdk/MsgModifyWithdrawAddress',
      { delegatorAddress: asIs, withdrawAddress: asIs },
    ),
    '/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission': fieldsConverter(
      'cosmos-sdk/MsgWithdrawValCommission',
      { validatorAddress: asIs },
    ),
  }
}
