import { formatAmount, TOKENS } from '@gitopia-client/chain'

/** One coin in its display unit when we know the token (`5000000ulore` → `5 LORE`). */
export function formatCoin(amount: bigint | string, denom: string): string {
  const token = TOKENS.find(t => t.denom === denom)
  return token
    ? `${formatAmount(amount, token.decimals)} ${token.displayDenom}`
    : `${amount.toString()} ${denom}`
}

/** The SDK's coin string (`5000000ulore,3uosmo`) for people: `5 LORE and 0.000003 OSMO`. */
export function formatCoins(coins: string): string {
  const parts = coins
    .split(',')
    .map(part => /^(\d+)([a-zA-Z][\w/:.-]*)$/.exec(part.trim()))
    .map((match, index) =>
      match ? formatCoin(match[1] ?? '0', match[2] ?? '') : (coins.split(',')[index] ?? ''),
    )
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
}
