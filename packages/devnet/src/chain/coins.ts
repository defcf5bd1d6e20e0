import { ChainError, SdkErrors } from './errors.ts'

export interface Coin {
  readonly denom: string
  readonly amount: string
}

const DENOM = /^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/

/** Validates coins like `sdk.Coins.Validate`: valid denoms, positive amounts, sorted, unique. */
export function checkCoins(coins: readonly Coin[], allowZero = false): void {
  let previous = ''
  for (const coin of coins) {
    if (!DENOM.test(coin.denom))
      throw ChainError.wrap(SdkErrors.invalidCoins, `invalid denom: ${coin.denom}`)
    if (!/^\d+$/.test(coin.amount) || (!allowZero && BigInt(coin.amount) === 0n)) {
      throw ChainError.wrap(SdkErrors.invalidCoins, formatCoins(coins))
    }
    if (coin.denom <= previous) throw ChainError.wrap(SdkErrors.invalidCoins, formatCoins(coins))
    previous = coin.denom
  }
}

/** `sdk.Coins.String()`: `100ulore,5uosmo`. */
export function formatCoins(coins: readonly Coin[]): string {
  return coins.map(coin => `${coin.amount}${coin.denom}`).join(',')
}

/** Drops zero coins and sorts by denom. */
export function normalizeCoins(coins: readonly Coin[]): Coin[] {
  const merged = new Map<string, bigint>()
  for (const coin of coins)
    merged.set(coin.denom, (merged.get(coin.denom) ?? 0n) + BigInt(coin.amount))
  return [...merged.entries()]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}
