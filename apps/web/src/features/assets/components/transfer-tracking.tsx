import { lazy, Suspense, useEffect } from 'react'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { isUnfinished, loadTransfers, useTransfersStore } from '../model/transfers.ts'

const TransferTracker = lazy(async () => ({
  default: (await import('./transfer-tracker.tsx')).TransferTracker,
}))

/**
 * Mounted once at the app's root: reads the active account's transfers from IndexedDB at start
 * and, while any is unfinished, follows them (the tracker and the chain code load only then).
 */
export function TransferTracking() {
  const address = useActiveAccount()?.address ?? null
  useEffect(() => {
    if (address) void loadTransfers(address)
  }, [address])
  const pending = useTransfersStore(
    state => state.address === address && state.transfers.some(isUnfinished),
  )
  if (!address || !pending) return null
  return (
    <Suspense fallback={null}>
      <TransferTracker address={address} />
    </Suspense>
  )
}
