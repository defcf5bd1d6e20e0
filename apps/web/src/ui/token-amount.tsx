import { formatAmount } from '@gitopia-client/chain'

/** `1003008305.32` → `1,003,008,305.32`. */
const grouped = (figure: string) =>
  figure.replace(/^-?\d+/, whole => whole.replace(/\B(?=(\d{3})+$)/g, ','))

/** Decimals a balance shows; the exact figure is one hover (or title) away. */
const SHOWN_DECIMALS = 2

/**
 * The app's one precision rule for balances: at most two decimals, rounded down so a figure
 * never shows more than there is, thousands grouped; a positive amount too small for that reads
 * `< 0.01`. `exact` is the whole figure, ungrouped, for the title.
 */
export function balanceText(
  base: bigint,
  decimals: number,
  symbol: string,
): { readonly short: string; readonly exact: string } {
  const exact = `${formatAmount(base, decimals)} ${symbol}`
  // Balances are never negative; a negative figure (a difference) is shown whole.
  if (decimals <= SHOWN_DECIMALS || base < 0n)
    return { short: `${grouped(formatAmount(base, decimals))} ${symbol}`, exact }
  const step = 10n ** BigInt(decimals - SHOWN_DECIMALS)
  const kept = base - (base % step)
  if (kept === 0n && base > 0n)
    return { short: `< ${formatAmount(step, decimals)} ${symbol}`, exact }
  return { short: `${grouped(formatAmount(kept, decimals))} ${symbol}`, exact }
}

/**
 * A balance at the app's one precision (two decimals at most, see `balanceText`), the exact
 * figure in its title.
 */
export function TokenAmount({
  base,
  decimals,
  symbol,
  testId,
  className = 'tabular-nums',
}: {
  base: bigint
  decimals: number
  symbol: string
  testId?: string
  className?: string
}) {
  const { short, exact } = balanceText(base, decimals, symbol)
  return (
    <span title={exact} data-testid={testId} className={className}>
      {short}
    </span>
  )
}
