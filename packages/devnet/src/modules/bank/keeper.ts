export interface Coin {
  readonly denom: string
  readonly amount: string
}

/** Balances per address and denom. Amounts are bigint; the wire form is a decimal string. */
export class BankKeeper {
  readonly #balances = new Map<string, Map<string, bigint>>()

  balance(address: string, denom: string): Coin {
    return { denom, amount: (this.#balances.get(address)?.get(denom) ?? 0n).toString() }
  }

  /** All non-zero balances of an address, sorted by denom like the SDK's store. */
  allBalances(address: string): Coin[] {
    const coins = this.#balances.get(address)
    if (!coins) return []
    return [...coins.entries()]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
  }

  mint(address: string, coins: readonly Coin[]): void {
    const balances = this.#balances.get(address) ?? new Map<string, bigint>()
    for (const coin of coins) {
      balances.set(coin.denom, (balances.get(coin.denom) ?? 0n) + BigInt(coin.amount))
    }
    this.#balances.set(address, balances)
  }
}
