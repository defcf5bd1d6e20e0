import { formatCoin } from '@/lib/coins.ts'

export { formatCoin }

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
