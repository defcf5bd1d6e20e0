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
import {
  respond,
  signedHandler,
  type MsgContext,
  type MsgHandler,
  type MsgResponse,
  type TextField,
} from '../../chain/module.ts'
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

const bondCoin = (amount: bigint) => `${amount}${NATIVE_TOKEN.denom}`

/** The event of a new unbonding or redelegation entry, which matures at `completion`. */
function emitEntry(
  ctx: MsgContext,
  type: string,
  parties: Readonly<Record<string, string>>,
  amount: bigint,
  completion: Date,
): void {
  ctx.events.emit(type, {
    ...parties,
    amount: bondCoin(amount),
    completion_time: completion.toISOString(),
  })
}

/** Where a Msg's entry starts: this block. */
const startOf = (ctx: MsgContext) => ({ height: ctx.height, time: ctx.blockTime })

/**
 * A Msg that moves an amount of the bond denom for its delegator: ValidateBasic checks the
 * validators' addresses and that the amount is positive, the keeper that it is the bond denom.
 */
function bondHandler<M extends { delegatorAddress: string; amount?: Coin }>(
  name: string,
  spec: {
    /** What ValidateBasic's error calls the amount (`invalid shares amount`). */
    readonly amountIs: string
    /** The validator addresses, by what an error calls each. */
    readonly validators: (msg: M) => Readonly<Record<string, string>>
    readonly validate?: (msg: M) => void
    readonly execute: (msg: M, amount: bigint, ctx: MsgContext) => MsgResponse
  },
): MsgHandler<M> {
  return signedHandler<M>('staking', `${T}${name}`, 'delegatorAddress' as TextField<M>, {
    validate: msg => {
      for (const [what, address] of Object.entries(spec.validators(msg)))
        requireAddress(address, what, VALOPER_PREFIX)
      bondAmount(msg.amount, spec.amountIs)
      spec.validate?.(msg)
    },
    execute: (msg, ctx) => {
      requireBondDenom(msg.amount)
      return spec.execute(msg, bondAmount(msg.amount, spec.amountIs), ctx)
    },
  })
}

export function stakingHandlers(staking: StakingKeeper): MsgHandler<never>[] {
  const delegate = bondHandler<MsgDelegate>('MsgDelegate', {
    amountIs: 'delegation',
    validators: msg => ({ validator: msg.validatorAddress }),
    execute: (msg, amount, ctx) => {
      staking.delegate(msg.delegatorAddress, msg.validatorAddress, amount, ctx.events)
      ctx.events.emit('delegate', {
        validator: msg.validatorAddress,
        delegator: msg.delegatorAddress,
        amount: bondCoin(amount),
        new_shares: `${amount}.000000000000000000`,
      })
      return respond(`${T}MsgDelegateResponse`, MsgDelegateResponse, {})
    },
  })
  const undelegate = bondHandler<MsgUndelegate>('MsgUndelegate', {
    amountIs: 'shares',
    validators: msg => ({ validator: msg.validatorAddress }),
    execute: (msg, amount, ctx) => {
      const { delegatorAddress: delegator, validatorAddress: validator } = msg
      const completion = staking.undelegate(delegator, validator, amount, startOf(ctx))
      emitEntry(ctx, 'unbond', { validator, delegator }, amount, completion)
      return respond(`${T}MsgUndelegateResponse`, MsgUndelegateResponse, {
        completionTime: toTimestamp(completion),
        amount: { denom: NATIVE_TOKEN.denom, amount: amount.toString() },
      })
    },
  })
  const redelegate = bondHandler<MsgBeginRedelegate>('MsgBeginRedelegate', {
    amountIs: 'shares',
    validators: msg => ({
      'source validator': msg.validatorSrcAddress,
      'destination validator': msg.validatorDstAddress,
    }),
    execute: (msg, amount, ctx) => {
      const completion = staking.redelegate(
        msg.delegatorAddress,
        msg.validatorSrcAddress,
        msg.validatorDstAddress,
        amount,
        startOf(ctx),
      )
      const validators = {
        source_validator: msg.validatorSrcAddress,
        destination_validator: msg.validatorDstAddress,
      }
      emitEntry(ctx, 'redelegate', validators, amount, completion)
      return respond(`${T}MsgBeginRedelegateResponse`, MsgBeginRedelegateResponse, {
        completionTime: toTimestamp(completion),
      })
    },
  })
  const cancelUnbonding = bondHandler<MsgCancelUnbondingDelegation>(
    'MsgCancelUnbondingDelegation',
    {
      amountIs: 'amount',
      validators: msg => ({ validator: msg.validatorAddress }),
      validate: msg => {
        if (msg.creationHeight <= 0n)
          throw stakingError(8, 'invalid height: height must be positive')
      },
      execute: (msg, amount, ctx) => {
        const { delegatorAddress, validatorAddress, creationHeight } = msg
        staking.cancelUnbonding(delegatorAddress, validatorAddress, amount, creationHeight)
        ctx.events.emit('cancel_unbonding_delegation', {
          validator: msg.validatorAddress,
          delegator: msg.delegatorAddress,
          amount: bondCoin(amount),
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
