import { lazy, Suspense } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'

// Only an active wallet can need LORE: without one, the prompt's code (and the balance reads it
// needs) stays out of the first load of every page (docs/performance.md, "Budgets").
const FundingPrompt = lazy(async () => ({
  default: (await import('./funding-prompt.tsx')).FundingPrompt,
}))

/** The "no LORE yet" line under the header, loaded once a wallet is active. */
export function LazyFundingPrompt() {
  const account = useActiveAccount()
  if (!account) return null
  return (
    <Suspense fallback={null}>
      <FundingPrompt />
    </Suspense>
  )
}
