import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { moduleAddress } from '../../chain/addresses.ts'
import type { Coin } from '../../chain/coins.ts'
import { ChainError } from '../../chain/errors.ts'
import type { EventCollector } from '../../chain/events.ts'
import type { Store, Table } from '../../state/store.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { type StakingKeeper } from '../staking/keeper.ts'
import { accountOfValoper } from '../../chain/addresses.ts'
import { DEC, parseDec } from '../../chain/dec.ts'

export const DISTRIBUTION_ACCOUNT = moduleAddress('distribution')
export const FEE_COLLECTOR = moduleAddress('fee_collector')

/** Extra precision of the rewards-per-share ratio. */
const RATIO = 10n ** 18n

export const COMMUNITY_TAX = '0.020000000000000000'

/** A validator's rewards: outstanding (owed to it and its delegators), its commission, the ratio. */
interface ValidatorRewards {
  readonly outstanding: string
  readonly commission: string
  /** Cumulative delegator rewards per share (atomics × RATIO), x/distribution's F1 period sum. */
  readonly ratio: string
}

const ZERO: ValidatorRewards = { outstanding: '0', commission: '0', ratio: '0' }

export const distributionError = (code: number, text: string) =>
  ChainError.wrap({ codespace: 'distribution', code, text })

const lore = (amount: bigint): Coin[] =>
  amount > 0n ? [{ denom: NATIVE_TOKEN.denom, amount: amount.toString() }] : []

/**
 * x/distribution (SDK 0.47): each block the fee collector's coins (fees and minted inflation) are
 * split into the community tax and the bonded validators' rewards by power; a validator keeps
 * its commission and its delegators share the rest by shares (the F1 ratio per validator). All
 * coins sit in the distribution module account, the community pool included.
 */
export class DistributionKeeper {
  readonly #validators: Table<ValidatorRewards>
  /** The ratio a delegation last withdrew at, by `delegator/operator`. */
  readonly #starts: Table<string>
  readonly #withdrawAddresses: Table<string>
  readonly #pool: Table<string>

  constructor(
    store: Store,
    private readonly bank: BankKeeper,
    private readonly staking: StakingKeeper,
  ) {
    this.#validators = store.table('distribution/validators')
    this.#starts = store.table('distribution/starts')
    this.#withdrawAddresses = store.table('distribution/withdraw-addresses')
    this.#pool = store.table('distribution/community-pool')
    staking.onDelegationChange((delegator, operator) => {
      this.withdrawDelegationRewards(delegator, operator)
    })
  }

  /** Genesis: coins of the community pool, held by the module account. */
  fundCommunityPool(coins: readonly Coin[]): void {
    this.bank.mint(DISTRIBUTION_ACCOUNT, coins)
    for (const coin of coins) this.#addToPool(coin.denom, BigInt(coin.amount) * DEC)
  }

  /** The pool as DecCoins atomics by denom. */
  communityPool(): { denom: string; atomics: bigint }[] {
    return [...this.#pool.entries()].map(([denom, atomics]) => ({
      denom,
      atomics: BigInt(atomics),
    }))
  }

  /** A passed spend proposal: false when the pool holds too little. */
  spendCommunityPool(recipient: string, coins: readonly Coin[]): boolean {
    const enough = coins.every(
      c => BigInt(this.#pool.get(c.denom) ?? '0') >= BigInt(c.amount) * DEC,
    )
    if (!enough) return false
    for (const coin of coins) this.#addToPool(coin.denom, -BigInt(coin.amount) * DEC)
    this.bank.send(DISTRIBUTION_ACCOUNT, recipient, coins)
    return true
  }

  rewardsOf(operator: string): ValidatorRewards {
    return this.#validators.get(operator) ?? ZERO
  }

  /** End block: the fee collector's ulore goes to the pool and the bonded validators. */
  allocate(): void {
    const collected = BigInt(this.bank.balance(FEE_COLLECTOR, NATIVE_TOKEN.denom).amount)
    if (collected === 0n) return
    this.bank.send(FEE_COLLECTOR, DISTRIBUTION_ACCOUNT, lore(collected))
    const total = collected * DEC
    const tax = (total * parseDec(COMMUNITY_TAX)) / DEC
    const validators = this.staking.bondedValidators()
    const power = validators.reduce((sum, v) => sum + BigInt(v.tokens), 0n)
    let allocated = 0n
    if (power > 0n) {
      for (const validator of validators) {
        const tokens = BigInt(validator.tokens)
        const reward = ((total - tax) * tokens) / power
        const commission = (reward * parseDec(validator.commission_rate)) / DEC
        const current = this.rewardsOf(validator.operator_address)
        this.#validators.set(validator.operator_address, {
          outstanding: (BigInt(current.outstanding) + reward).toString(),
          commission: (BigInt(current.commission) + commission).toString(),
          ratio: (BigInt(current.ratio) + ((reward - commission) * RATIO) / tokens).toString(),
        })
        allocated += reward
      }
    }
    this.#addToPool(NATIVE_TOKEN.denom, total - allocated)
  }

  /** Rewards (atomics) a delegation has earned since it last withdrew. */
  pendingRewards(delegator: string, operator: string): bigint {
    const delegation = this.staking.delegations.get(delegator, operator)
    if (!delegation) return 0n
    const start = BigInt(this.#starts.get(`${delegator}/${operator}`) ?? '0')
    return (BigInt(delegation.shares) * (BigInt(this.rewardsOf(operator).ratio) - start)) / RATIO
  }

  withdrawAddress(delegator: string): string {
    return this.#withdrawAddresses.get(delegator) ?? delegator
  }

  setWithdrawAddress(delegator: string, address: string): void {
    if (address === delegator) this.#withdrawAddresses.delete(delegator)
    else this.#withdrawAddresses.set(delegator, address)
  }

  /**
   * Pays a delegation's rewards to its withdraw address (the fraction of a ulore goes to the
   * community pool, as the SDK does) and restarts it at the validator's current ratio.
   */
  withdrawDelegationRewards(delegator: string, operator: string, events?: EventCollector): bigint {
    const earned = this.pendingRewards(delegator, operator)
    const current = this.rewardsOf(operator)
    this.#starts.set(`${delegator}/${operator}`, current.ratio)
    if (earned === 0n) return 0n
    const paid = earned / DEC
    this.#validators.set(operator, {
      ...current,
      outstanding: (BigInt(current.outstanding) - earned).toString(),
    })
    this.#addToPool(NATIVE_TOKEN.denom, earned - paid * DEC)
    if (paid > 0n)
      this.bank.send(DISTRIBUTION_ACCOUNT, this.withdrawAddress(delegator), lore(paid), events)
    events?.emit('withdraw_rewards', {
      amount: paid > 0n ? `${paid}${NATIVE_TOKEN.denom}` : '',
      validator: operator,
      delegator,
    })
    return paid
  }

  /** Pays the whole ulore of a validator's commission to its operator account. */
  withdrawCommission(operator: string, events: EventCollector): bigint {
    const current = this.rewardsOf(operator)
    const paid = BigInt(current.commission) / DEC
    if (paid === 0n) throw distributionError(8, 'no validator commission to withdraw')
    this.#validators.set(operator, {
      ...current,
      commission: (BigInt(current.commission) - paid * DEC).toString(),
      outstanding: (BigInt(current.outstanding) - paid * DEC).toString(),
    })
    this.bank.send(
      DISTRIBUTION_ACCOUNT,
      this.withdrawAddress(accountOfValoper(operator)),
      lore(paid),
      events,
    )
    events.emit('withdraw_commission', { amount: `${paid}${NATIVE_TOKEN.denom}` })
    return paid
  }

  #addToPool(denom: string, atomics: bigint): void {
    this.#pool.set(denom, (BigInt(this.#pool.get(denom) ?? '0') + atomics).toString())
  }
}
