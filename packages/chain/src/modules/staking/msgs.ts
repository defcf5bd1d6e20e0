import type {
  MsgBeginRedelegate,
  MsgCancelUnbondingDelegation,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import { NATIVE_TOKEN } from '../../constants.ts'

const STAKING = '/cosmos.staking.v1beta1.'
const bond = (amount: bigint) => ({ denom: NATIVE_TOKEN.denom, amount: amount.toString() })

/** The delegator, the validator and the amount of ulore most staking Msgs name. */
const delegation = (delegator: string, validator: string, amount: bigint) => ({
  delegatorAddress: delegator,
  validatorAddress: validator,
  amount: bond(amount),
})

/** Stakes `amount` ulore of `delegator` with `validator` (a `gitopiavaloper1…` address). */
export function delegateMsg(delegator: string, validator: string, amount: bigint) {
  const value: MsgDelegate = delegation(delegator, validator, amount)
  return { typeUrl: `${STAKING}MsgDelegate`, value }
}

/** Starts unbonding `amount` ulore; it becomes liquid after the chain's unbonding time. */
export function undelegateMsg(delegator: string, validator: string, amount: bigint) {
  const value: MsgUndelegate = delegation(delegator, validator, amount)
  return { typeUrl: `${STAKING}MsgUndelegate`, value }
}

/** Moves `amount` ulore of stake from `source` to `destination` at once. */
export function redelegateMsg(
  delegator: string,
  source: string,
  destination: string,
  amount: bigint,
) {
  const value: MsgBeginRedelegate = {
    delegatorAddress: delegator,
    validatorSrcAddress: source,
    validatorDstAddress: destination,
    amount: bond(amount),
  }
  return { typeUrl: `${STAKING}MsgBeginRedelegate`, value }
}

/** Returns `amount` ulore of the unbonding entry created at `creationHeight` to the validator. */
export function cancelUnbondingMsg(
  delegator: string,
  validator: string,
  amount: bigint,
  creationHeight: bigint,
) {
  const value: MsgCancelUnbondingDelegation = {
    ...delegation(delegator, validator, amount),
    creationHeight,
  }
  return { typeUrl: `${STAKING}MsgCancelUnbondingDelegation`, value }
}
