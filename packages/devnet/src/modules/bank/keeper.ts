import { ChainError, SdkErrors } from '../../chain/errors.ts'
import { formatCoins, normalizeCoins, type Coin } from '../../chain/coins.ts'
import type { EventCollector } from '../../chain/events.ts'
import type { Store, Table } from '../../state/store.ts'
import type { AuthKeeper } from '../auth/keeper.ts'

export type { Coin }

/** x/bank: balances per address and denom, total supply, sends with the SDK's events. */
export class BankKeeper {
  readonly #balances: Table<string>
  readonly #supply: Table<string>

  constructor(
    store: Store,
    private readonly auth: AuthKeeper,
  ) {
    this.#balances = store.table('bank/balances')
    this.#supply = store.table('bank/supply')
  }

  balance(address: string, denom: string): Coin {
    return { denom, amount: this.#balances.get(`${address}/${denom}`) ?? '0' }
  }

  /** All non-zero balances of an address, sorted by denom like the SDK's store. */
  allBalances(address: string): Coin[] {
    return [...this.#balances.entries(`${address}/`)]
      .map(([key, amount]) => ({ denom: key.slice(address.length + 1), amount }))
      .filter(coin => coin.amount !== '0')
  }

  /** Every holder of `denom` with a non-zero balance (x/bank's denom owners). */
  owners(denom: string): { address: string; balance: Coin }[] {
    return [...this.#balances.entries()]
      .filter(([key, amount]) => key.endsWith(`/${denom}`) && amount !== '0')
      .map(([key, amount]) => ({
        address: key.slice(0, -denom.length - 1),
        balance: { denom, amount },
      }))
  }

  supply(): Coin[] {
    return [...this.#supply.entries()].map(([denom, amount]) => ({ denom, amount }))
  }

  mint(address: string, coins: readonly Coin[]): void {
    this.auth.ensure(address)
    for (const coin of normalizeCoins(coins)) {
      this.#add(address, coin.denom, BigInt(coin.amount))
      const total = BigInt(this.#supply.get(coin.denom) ?? '0') + BigInt(coin.amount)
      this.#supply.set(coin.denom, total.toString())
    }
  }

  /** Removes coins from an account and from the supply (x/gov burning a vetoed deposit). */
  burn(address: string, coins: readonly Coin[]): void {
    for (const coin of normalizeCoins(coins)) {
      if (BigInt(this.balance(address, coin.denom).amount) < BigInt(coin.amount))
        throw ChainError.wrap(
          SdkErrors.insufficientFunds,
          `cannot burn ${coin.amount}${coin.denom}`,
        )
      this.#add(address, coin.denom, -BigInt(coin.amount))
      const total = BigInt(this.#supply.get(coin.denom) ?? '0') - BigInt(coin.amount)
      this.#supply.set(coin.denom, total.toString())
    }
  }

  /** Moves coins; the recipient's account is created on first receipt. */
  send(from: string, to: string, coins: readonly Coin[], events?: EventCollector): void {
    const amounts = normalizeCoins(coins)
    for (const coin of amounts) {
      const have = BigInt(this.balance(from, coin.denom).amount)
      if (have < BigInt(coin.amount)) {
        throw ChainError.wrap(
          SdkErrors.insufficientFunds,
          `spendable balance ${have}${coin.denom} is smaller than ${coin.amount}${coin.denom}`,
        )
      }
    }
    this.auth.ensure(to)
    for (const coin of amounts) {
      this.#add(from, coin.denom, -BigInt(coin.amount))
      this.#add(to, coin.denom, BigInt(coin.amount))
    }
    if (events && amounts.length > 0) {
      const amount = formatCoins(amounts)
      events.emit('coin_spent', { spender: from, amount })
      events.emit('coin_received', { receiver: to, amount })
      events.emit('transfer', { recipient: to, sender: from, amount })
      events.emit('message', { sender: from })
    }
  }

  #add(address: string, denom: string, delta: bigint): void {
    const key = `${address}/${denom}`
    const next = BigInt(this.#balances.get(key) ?? '0') + delta
    if (next === 0n) this.#balances.delete(key)
    else this.#balances.set(key, next.toString())
  }
}
