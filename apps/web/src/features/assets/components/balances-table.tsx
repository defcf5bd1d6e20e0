import { Avatar } from '@/ui/avatar/index.ts'
import { TokenAmount } from '@/ui/token-amount.tsx'
import type { NamedBalance } from '../api/balances.ts'

/** Balances of one account on one chain, each with the asset's symbol, name and logo. */
export function BalancesTable({
  rows,
  loading,
  error,
  label,
}: {
  rows: readonly NamedBalance[]
  loading: boolean
  error: Error | null
  label: string
}) {
  if (loading) return <p className="text-sm text-fg-muted">Loading balances…</p>
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        Balances could not be read: {error.message}
      </p>
    )
  }
  if (rows.length === 0) return <p className="text-sm text-fg-muted">No tokens yet.</p>
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead className="text-left text-xs text-fg-muted">
        <tr>
          <th className="py-1 font-normal">Asset</th>
          <th className="py-1 text-right font-normal">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ asset, amount }) => (
          <tr key={asset.denom} className="border-t border-border" data-denom={asset.denom}>
            <td className="py-2">
              <span className="flex items-center gap-2" title={asset.denom}>
                {/* The registry's logo, else the symbol's first letter: never a blank disc. */}
                <Avatar url={asset.logo ?? ''} name={asset.symbol} size="sm" />
                <span className="font-semibold">{asset.symbol}</span>
                {asset.name !== asset.symbol && <span className="text-fg-muted">{asset.name}</span>}
              </span>
            </td>
            <td className="py-2 text-right">
              <TokenAmount
                base={amount}
                decimals={asset.exponent}
                symbol={asset.symbol}
                testId="asset-amount"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
