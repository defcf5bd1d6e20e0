import type {
  MsgSetWithdrawAddress,
  MsgWithdrawDelegatorReward,
  MsgWithdrawValidatorCommission,
} from 'cosmjs-types/cosmos/distribution/v1beta1/tx'

const DISTRIBUTION = '/cosmos.distribution.v1beta1.'

/** Claims the rewards of `delegator`'s stake with `validator` (one Msg per validator). */
export function withdrawRewardMsg(delegator: string, validator: string) {
  const value: MsgWithdrawDelegatorReward = {
    delegatorAddress: delegator,
    validatorAddress: validator,
  }
  return { typeUrl: `${DISTRIBUTION}MsgWithdrawDelegatorReward`, value }
}

/** Where `delegator`'s future rewards are paid. */
export function setWithdrawAddressMsg(delegator: string, withdrawAddress: string) {
  const value: MsgSetWithdrawAddress = { delegatorAddress: delegator, withdrawAddress }
  return { typeUrl: `${DISTRIBUTION}MsgSetWithdrawAddress`, value }
}

/** Pays a validator's accumulated commission to its operator. */
export function withdrawCommissionMsg(validator: string) {
  const value: MsgWithdrawValidatorCommission = { validatorAddress: validator }
  return { typeUrl: `${DISTRIBUTION}MsgWithdrawValidatorCommission`, value }
}
