import { formatCoin, TOKENS } from '@gitopia-client/chain'

/** Balances in display units for known tokens, minimal units with the denom otherwise. */
export function CoinList({
  coins,
  emptyText,
}: {
  coins: readonly { readonly denom: string; readonly amount: bigint }[]
  emptyText: string
}) {
  if (coins.length === 0) return <p className="text-fg-muted">{emptyText}</p>
  return (
    <ul className="flex flex-col gap-1">
      {coins.map(coin => {
        const token = TOKENS.find(t => t.denom === coin.denom)
        return (
          <li key={coin.denom} className="font-mono break-all">
            {token ? formatCoin(coin.amount, token) : `${coin.amount.toString()} ${coin.denom}`}
          </li>
        )
      })}
    </ul>
  )
}
