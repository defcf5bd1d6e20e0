import { formatAmount, TOKENS } from '@gitopia-client/chain'

/** One coin in its display unit when we know the token (`5000000ulore` → `5 LORE`). */
export function formatCoin(amount: bigint | string, denom: string): string {
  const token = TOKENS.find(t => t.denom === denom)
  return token
    ? `${formatAmount(amount, token.decimals)} ${token.displayDenom}`
    : `${amount.toString()} ${denom}`
}
