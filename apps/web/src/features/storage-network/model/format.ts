import { formatCoin, TOKENS } from '@gitopia-client/chain'

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const

/** Bytes in binary units with one decimal: `241545` → `235.9 KB`. */
export function formatSize(bytes: bigint | number): string {
  let value = Number(bytes)
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`
}

export function formatCoins(coins: readonly { denom: string; amount: bigint }[]): string {
  if (coins.length === 0) return '0'
  return coins
    .map(coin => {
      const token = TOKENS.find(t => t.denom === coin.denom)
      return token ? formatCoin(coin.amount, token) : `${coin.amount} ${coin.denom}`
    })
    .join(' + ')
}

/** `0.9` → `90%`. */
export function formatRatio(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`
}
