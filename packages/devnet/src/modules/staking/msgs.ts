import {
  MsgBeginRedelegateResponse,
  MsgCancelUnbondingDelegationResponse,
  MsgDelegateResponse,
  MsgUndelegateResponse,
  type MsgBeginRedelegate,
  type MsgCancelUnbondingDelegation,
  type MsgDelegate,
  type MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx'
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { requireAddress } from '../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, signedHandler, type MsgHandler } from '../../chain/module.ts'
import { type StakingKeeper } from './keeper.ts'
import { VALOPER_PREFIX } from '../../chain/addresses.ts'
import { stakingError } from './params.ts'

const T = '/cosmos.staking.v1beta1.'

/** A positive amount of the bond denom (ValidateBasic's checks). */
function bondAmount(amount: Coin | undefined, what: string): bigint {
  if (!amount || !/^\d+$/.test(amount.amount) || BigInt(amount.amount) <= 0n)
    throw ChainError.wrap(SdkErrors.invalidRequest, `invalid ${what} amount`)
  return BigInt(amount.amount)
}

function requireBondDenom(amount: Coin | undefined): void {
  if (amount?.denom !== NATIVE_TOKEN.denom)
    throw ChainError.wrap(
      SdkErrors.invalidRequest,
      `invalid coin denomination: got ${amount?.denom ?? ''}, expected ${NATIVE_TOKEN.denom}`,
    )
}

const toTimestamp = (date: Date) => ({
  seconds: BigInt(Math.floor(date.getTime() / 1000)),
  nanos: (date.getTime() % 1000) * 1_000_000,
})

export function stakingHandlers(staking: StakingKeeper): MsgHandler<never>[] {
  const delegate = signedHandler<MsgDelegate>('staking', `${T}MsgDelegate`, 'delegatorAddress', {
    validate: msg => {
      requireAddress(msg.validatorAddress, 'validator', VALOPER_PREFIX)
      bondAmount(msg.amount, 'delegation')
    },
    execute: (msg, ctx) => {
      requireBondDenom(msg.amount)
      const amount = bondAmount(msg.amount, 'delegation')
      staking.delegate(msg.delegatorAddress, msg.validatorAddress, amount, ctx.events)
      ctx.events.emit('delegate', {
        validator: msg.validatorAddress,
        delegator: msg.delegatorAddress,
        amount: `${amount}${NATIVE_TOKEN.denom}`,
        new_shares: `${amount}.000000000000000000`,
      })
      return respond(`${T}MsgDelegateResponse`, MsgDelegateResponse, {})
    },
  })
  const undelegate = signedHandler<MsgUndelegate>(
    'staking',
    `${T}MsgUndelegate`,
    'delegatorAddress',
    {
      validate: msg => {
        requireAddress(msg.validatorAddress, 'validator', VALOPER_PREFIX)
        bondAmount(msg.amount, 'shares')
      },
      execute: (msg, ctx) => {
        requireBondDenom(msg.amount)
        const amount = bondAmount(msg.amount, 'shares')
        const completion = staking.undelegate(msg.delegatorAddress, msg.validatorAddress, amount, {
          height: ctx.height,
          time: ctx.blockTime,
        })
        ctx.events.emit('unbond', {
          validator: msg.validatorAddress,
          delegator: msg.delegatorAddress,
          amount: `${amount}${NATIVE_TOKEN.denom}`,
          completion_time: completion.toISOString(),
        })
        return respond(`${T}MsgUndelegateResponse`, MsgUndelegateResponse, {
          completionTime: toTimestamp(completion),
          amount: { denom: NATIVE_TOKEN.denom, amount: amount.toString() },
        })
      },
    },
  )
  const redelegate = signedHandler<MsgBeginRedelegate>(
    'staking',
    `${T}MsgBeginRedelegate`,
    'delegatorAddress',
    {
      validate: msg => {
        requireAddress(msg.validatorSrcAddress, 'source validator', VALOPER_PREFIX)
        requireAddress(msg.validatorDstAddress, 'destination validator', VALOPER_PREFIX)
        bondAmount(msg.amount, 'shares')
      },
      execute: (msg, ctx) => {
        requireBondDenom(msg.amount)
        const amount = bondAmount(msg.amount, 'shares')
        const completion = staking.redelegate(
          msg.delegatorAddress,
          msg.validatorSrcAddress,
          msg.validatorDstAddress,
          amount,
          { height: ctx.height, time: ctx.blockTime },
        )
        ctx.events.emit('redelegate', {
          source_validator: msg.validatorSrcAddress,
          destination_validator: msg.validatorDstAddress,
          amount: `${amount}${NATIVE_TOKEN.denom}`,
          completion_time: completion.toISOString(),
        })
        return respond(`${T}MsgBeginRedelegateResponse`, MsgBeginRedelegateResponse, {
          completionTime: toTimestamp(completion),
        })
      },
    },
  )
  const cancelUnbonding = signedHandler<MsgCancelUnbondingDelegation>(
    'staking',
    `${T}MsgCancelUnbondingDelegation`,
    'delegatorAddress',
    {
      validate: msg => {
        requireAddress(msg.validatorAddress, 'validator', VALOPER_PREFIX)
        bondAmount(msg.amount, 'amount')
        if (msg.creationHeight <= 0n)
          throw stakingError(8, 'invalid height: height must be positive')
      },
      execute: (msg, ctx) => {
        requireBondDenom(msg.amount)
        const amount = bondAmount(msg.amount, 'amount')
        staking.cancelUnbonding(
          msg.delegatorAddress,
          msg.validatorAddress,
          amount,
          msg.creationHeight,
        )
        ctx.events.emit('cancel_unbonding_delegation', {
          validator: msg.validatorAddress,
          delegator: msg.delegatorAddress,
          amount: `${amount}${NATIVE_TOKEN.denom}`,
          creation_height: msg.creationHeight.toString(),
        })
        return respond(
          `${T}MsgCancelUnbondingDelegationResponse`,
          MsgCancelUnbondingDelegationResponse,
          {},
        )
      },
    },
  )
  return [delegate, undelegate, redelegate, cancelUnbonding] as MsgHandler<never>[]
}
