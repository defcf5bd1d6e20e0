import { lazy, Suspense } from 'react'

// Only a wallet that cannot pay a fee shows the step: its code (and the faucet's) loads then.
const GetLore = lazy(async () => ({ default: (await import('./get-lore.tsx')).GetLore }))

/** The "Get LORE" step, loaded when first shown. */
export function LazyGetLore({ address }: { address: string }) {
  return (
    <Suspense fallback={null}>
      <GetLore address={address} />
    </Suspense>
  )
}
