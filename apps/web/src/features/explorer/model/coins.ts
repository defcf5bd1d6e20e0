import { formatCoin, TOKENS } from '@gitopia-client/chain'

/** An amount with its denom in display units when the token is known (`1.5 LORE`), raw otherwise. */
export function formatDenomAmount(amount: bigint, denom: string): string {
  const token = TOKENS.find(candidate => candidate.denom === denom)
  return token ? formatCoin(amount, token) : `${amount.toString()} ${denom}`
}

export function formatCoins(coins: readonly { amount: bigint; denom: string }[]): string {
  if (coins.length === 0) return 'none'
  return coins.map(coin => formatDenomAmount(coin.amount, coin.denom)).join(' + ')
}

/** Coins in the gateway's JSON (`[{denom, amount}]`), or null when `value` is anything else. */
export function coinsOf(value: unknown): { amount: bigint; denom: string }[] | null {
  if (!Array.isArray(value) || value.length === 0) return null
  const coins: { amount: bigint; denom: string }[] = []
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return null
    const { denom, amount } = item as { denom?: unknown; amount?: unknown }
    if (typeof denom !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount))
      return null
    coins.push({ denom, amount: BigInt(amount) })
  }
  return coins
}
