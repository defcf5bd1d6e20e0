import type {
  MsgSetWithdrawAddress,
  MsgWithdrawDelegatorReward,
  MsgWithdrawValidatorCommission,
} from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import {
  MsgSetWithdrawAddressResponse,
  MsgWithdrawDelegatorRewardResponse,
  MsgWithdrawValidatorCommissionResponse,
} from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { moduleAddress, requireAddress } from '../../chain/addresses.ts'
import { respond, signedHandler, type ChainModule, type MsgHandler } from '../../chain/module.ts'
import { type StakingKeeper } from '../staking/keeper.ts'
import { VALOPER_PREFIX, accountOfValoper } from '../../chain/addresses.ts'
import { distributionError, type DistributionKeeper } from './keeper.ts'
import { registerDistributionRoutes } from './routes.ts'

const T = '/cosmos.distribution.v1beta1.'
const coinsOf = (amount: bigint) =>
  amount > 0n ? [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }] : []

/** Module accounts cannot receive rewards (the SDK's blocked addresses). */
const BLOCKED = new Set(
  [
    'fee_collector',
    'distribution',
    'bonded_tokens_pool',
    'not_bonded_tokens_pool',
    'gov',
    'mint',
  ].map(name => moduleAddress(name)),
)

export function distributionModule(
  distribution: DistributionKeeper,
  staking: StakingKeeper,
): ChainModule {
  const withdrawReward = signedHandler<MsgWithdrawDelegatorReward>(
    'distribution',
    `${T}MsgWithdrawDelegatorReward`,
    'delegatorAddress',
    {
      validate: msg => requireAddress(msg.validatorAddress, 'validator', VALOPER_PREFIX),
      execute: (msg, ctx) => {
        if (!staking.validator(msg.validatorAddress))
          throw distributionError(12, 'validator does not exist')
        if (!staking.delegations.get(msg.delegatorAddress, msg.validatorAddress))
          throw distributionError(13, 'delegation does not exist')
        const paid = distribution.withdrawDelegationRewards(
          msg.delegatorAddress,
          msg.validatorAddress,
          ctx.events,
        )
        return respond(
          `${T}MsgWithdrawDelegatorRewardResponse`,
          MsgWithdrawDelegatorRewardResponse,
          {
            amount: coinsOf(paid),
          },
        )
      },
    },
  )
  const setWithdrawAddress = signedHandler<MsgSetWithdrawAddress>(
    'distribution',
    `${T}MsgSetWithdrawAddress`,
    'delegatorAddress',
    {
      validate: msg => requireAddress(msg.withdrawAddress, 'withdraw address'),
      execute: (msg, ctx) => {
        if (BLOCKED.has(msg.withdrawAddress))
          throw distributionError(
            4,
            `${msg.withdrawAddress} is not allowed to receive funds: unauthorized`,
          )
        distribution.setWithdrawAddress(msg.delegatorAddress, msg.withdrawAddress)
        ctx.events.emit('set_withdraw_address', { withdraw_address: msg.withdrawAddress })
        return respond(`${T}MsgSetWithdrawAddressResponse`, MsgSetWithdrawAddressResponse, {})
      },
    },
  )
  const withdrawCommission: MsgHandler<MsgWithdrawValidatorCommission> = {
    typeUrl: `${T}MsgWithdrawValidatorCommission`,
    module: 'distribution',
    signers: msg => [accountOfValoper(msg.validatorAddress)],
    validateBasic: msg => requireAddress(msg.validatorAddress, 'validator', VALOPER_PREFIX),
    execute: (msg, ctx) => {
      if (!staking.validator(msg.validatorAddress))
        throw distributionError(12, 'validator does not exist')
      const paid = distribution.withdrawCommission(msg.validatorAddress, ctx.events)
      return respond(
        `${T}MsgWithdrawValidatorCommissionResponse`,
        MsgWithdrawValidatorCommissionResponse,
        { amount: coinsOf(paid) },
      )
    },
  }
  return {
    name: 'distribution',
    handlers: [withdrawReward, setWithdrawAddress, withdrawCommission] as MsgHandler<never>[],
    endBlock: () => distribution.allocate(),
    registerRoutes: router => registerDistributionRoutes(router, distribution, staking),
  }
}
