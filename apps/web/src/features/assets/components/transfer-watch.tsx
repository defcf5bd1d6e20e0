import { lazy, Suspense, useEffect } from 'react'
import { isUnfinished, loadTransfers, useTransfersStore } from '../model/transfers.ts'

const TransferTracker = lazy(async () => ({
  default: (await import('./transfer-tracker.tsx')).TransferTracker,
}))

/**
 * Reads the account's transfers from IndexedDB and, while any is unfinished, follows them (the
 * tracker and the chain code load only then).
 */
export function TransferWatch({ address }: { address: string }) {
  useEffect(() => {
    void loadTransfers(address)
  }, [address])
  const pending = useTransfersStore(
    state => state.address === address && state.transfers.some(isUnfinished),
  )
  if (!pending) return null
  return (
    <Suspense fallback={null}>
      <TransferTracker address={address} />
    </Suspense>
  )
}
