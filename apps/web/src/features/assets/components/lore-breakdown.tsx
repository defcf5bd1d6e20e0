import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TokenAmount } from '@/ui/token-amount.tsx'
import { stakeQuery } from '../api/stake.ts'

const lore = (base: bigint, testId: string) => (
  <TokenAmount
    base={base}
    decimals={NATIVE_TOKEN.decimals}
    symbol={NATIVE_TOKEN.displayDenom}
    testId={testId}
  />
)

/** LORE as a wallet shows it: spendable, at stake with validators, and rewards to claim. */
export function LoreBreakdown({
  api,
  address,
  available,
}: {
  api: string
  address: string
  available: bigint
}) {
  const stake = useQuery(stakeQuery(api, address))
  const pending = stake.isPending ? '…' : 'unavailable'
  return (
    <dl
      aria-label="LORE"
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]"
    >
      <dt className="text-fg-muted">Available</dt>
      <dd>{lore(available, 'lore-available')}</dd>
      <dt className="text-fg-muted">Staked</dt>
      <dd>{stake.data ? lore(stake.data.staked, 'lore-staked') : pending}</dd>
      <dt className="text-fg-muted">Rewards</dt>
      <dd>
        {stake.data ? lore(stake.data.rewards, 'lore-rewards') : pending}{' '}
        <Link to={paths.staking.href()} className="text-accent underline">
          Staking
        </Link>
      </dd>
    </dl>
  )
}
