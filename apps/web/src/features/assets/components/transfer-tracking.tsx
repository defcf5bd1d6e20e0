import { lazy, Suspense } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'

// The transfer records (IndexedDB, their schema) load only for an account: a visitor
// never pays for them.
const TransferWatch = lazy(async () => ({
  default: (await import('./transfer-watch.tsx')).TransferWatch,
}))

/** Mounted once at the app's root: follows the active account's unfinished transfers. */
export function TransferTracking() {
  const address = useActiveAccount()?.address ?? null
  if (!address) return null
  return (
    <Suspense fallback={null}>
      <TransferWatch address={address} />
    </Suspense>
  )
}
