import type { MsgClaim } from '@gitopia/gitopia-js/src/types/rewards/tx'
import { moduleAddress, requireAddress } from '../../chain/addresses.ts'
import type { Coin } from '../../chain/coins.ts'
import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { respond, type ChainModule, type MsgHandler } from '../../chain/module.ts'
import { ok, paginate, parsePageRequest } from '../../http/paging.ts'
import { Records } from '../../state/records.ts'
import type { Store } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import type { UsersKeeper } from '../gitopia/users/keeper.ts'

export const REWARDS_ACCOUNT = moduleAddress('rewards')

export interface RecipientReward {
  readonly series: string
  readonly amount: Coin
  readonly creator: string
  readonly claimed_amount: Coin
  readonly claimed_amount_with_decay: Coin
}

export interface Reward {
  readonly recipient: string
  readonly rewards: readonly RecipientReward[]
}

const EMPTY = { encode: () => ({ finish: () => new Uint8Array() }) }

/** A simple reward source: amounts granted in genesis, claimed in full with `MsgClaim`. */
export class RewardsKeeper extends Records<Reward> {
  constructor(store: Store) {
    super(store.table('rewards/rewards'), reward => reward.recipient)
  }
}

function claimable(reward: RecipientReward): bigint {
  return BigInt(reward.amount.amount) - BigInt(reward.claimed_amount.amount)
}

export function rewardsModule(
  rewards: RewardsKeeper,
  bank: BankKeeper,
  users: UsersKeeper,
): ChainModule {
  const claim: MsgHandler<MsgClaim> = {
    typeUrl: '/gitopia.gitopia.rewards.MsgClaim',
    module: 'rewards',
    validateBasic: msg => requireAddress(msg.creator, 'creator'),
    execute: (msg, ctx) => {
      const reward = rewards.get(msg.creator)
      if (!reward)
        throw ChainError.wrap(
          SdkErrors.invalidRequest,
          `reward not found for address ${msg.creator}`,
        )
      const claimed: Coin[] = []
      const updated = reward.rewards.map(item => {
        const amount = claimable(item)
        if (amount <= 0n) return item
        claimed.push({ denom: item.amount.denom, amount: amount.toString() })
        const total = { denom: item.amount.denom, amount: item.amount.amount }
        return { ...item, claimed_amount: total, claimed_amount_with_decay: total }
      })
      if (claimed.length === 0) throw ChainError.wrap(SdkErrors.invalidRequest, 'nothing to claim')
      bank.send(REWARDS_ACCOUNT, msg.creator, claimed, ctx.events)
      rewards.save({ ...reward, rewards: updated })
      ctx.events.emit('message', { module: 'rewards', action: 'Claim', Creator: msg.creator })
      return respond('/gitopia.gitopia.rewards.MsgClaimResponse', EMPTY, {})
    },
  }

  const rewardJson = (reward: RecipientReward) => {
    const left = claimable(reward).toString()
    return {
      creator: reward.creator,
      series: reward.series,
      amount: reward.amount,
      claimed_amount: reward.claimed_amount,
      claimable_amount: { denom: reward.amount.denom, amount: left },
      remaining_claimable_amount: { denom: reward.amount.denom, amount: left },
    }
  }

  return {
    name: 'rewards',
    handlers: [claim] as MsgHandler<never>[],
    registerRoutes: router => {
      const prefix = '/gitopia/gitopia/rewards'
      router.get(`${prefix}/params`, () =>
        ok({ params: { evaluator_address: REWARDS_ACCOUNT, reward_series: [] } }),
      )
      router.get(`${prefix}/rewards`, ({ query }) => {
        const page = paginate(rewards.all(), parsePageRequest(query), reward => reward.recipient)
        return ok({ rewards: page.items, pagination: page.pagination })
      })
      router.get(`${prefix}/rewards/{recipient}`, ({ params }) => {
        const recipient = params.recipient ?? ''
        return ok({ recipient, rewards: (rewards.get(recipient)?.rewards ?? []).map(rewardJson) })
      })
      router.get(`${prefix}/tasks/{address}`, ({ params }) =>
        ok({
          tasks: [
            {
              type: 'CREATE_USER',
              isComplete: users.user(params.address ?? '') !== undefined,
              weight: 10,
            },
          ],
        }),
      )
    },
  }
}
