import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { TokenAmount } from '@/ui/token-amount.tsx'
import { useWalletStore } from '../model/wallet-store.ts'

/** An amount of LORE at the app's one precision, the exact figure in its title. */
export function Amount({ value, testId }: { value: bigint | null; testId?: string }) {
  if (value === null) return <span data-testid={testId}>…</span>
  return (
    <TokenAmount
      base={value}
      decimals={NATIVE_TOKEN.decimals}
      symbol={NATIVE_TOKEN.displayDenom}
      testId={testId}
    />
  )
}

/**
 * The active wallet's LORE balance, the one figure every balance of the signed-in account shows.
 * After a failed read it stays at the last known value, marked as possibly out of date while the
 * wallet tries again.
 */
export function WalletBalance({ testId = 'wallet-balance' }: { testId?: string }) {
  const balance = useWalletStore(state => state.balance)
  const stale = useWalletStore(state => state.balanceStale)
  if (stale && balance === null)
    return (
      <span data-testid={testId} className="text-fg-muted">
        Balance unavailable
      </span>
    )
  return (
    <span className="inline-flex items-center gap-1">
      <Amount value={balance} testId={testId} />
      {stale && <StaleMark />}
    </span>
  )
}

const STALE_EXPLANATION = 'Could not reach a node: this is the last known balance. Retrying…'

function StaleMark() {
  return (
    <span
      role="img"
      aria-label={STALE_EXPLANATION}
      title={STALE_EXPLANATION}
      data-testid="wallet-balance-stale"
      className="rounded border border-attention px-1 text-xs text-attention"
    >
      stale
    </span>
  )
}

/** The fee allowance, shown once it was checked (balance at or below 500 ulore). */
export function WalletAllowance() {
  const allowance = useWalletStore(state => state.allowance)
  if (!allowance) return null
  return (
    <p className="text-sm" data-testid="wallet-allowance">
      Fee allowance: {allowance.amount === null ? 'no limit' : <Amount value={allowance.amount} />}
    </p>
  )
}
