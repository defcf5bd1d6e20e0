import { TOKENS } from '@gitopia-client/chain'
import { TokenAmount } from '@/ui/token-amount.tsx'

/** Balances in display units for known tokens (two decimals, exact on hover), minimal units otherwise. */
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
          <li key={coin.denom} className="break-all tabular-nums">
            <TokenAmount
              base={coin.amount}
              decimals={token?.decimals ?? 0}
              symbol={token?.displayDenom ?? coin.denom}
            />
          </li>
        )
      })}
    </ul>
  )
}
