import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'
import { useState } from 'react'
import type { StorageProviderInfo } from '@gitopia-client/chain/storage'
import { useStorageProvider } from '@/features/repository/index.ts'
import type { ApprovalPhase } from './approval.ts'

/**
 * A deletion that names the storage provider (which then proposes dropping the stored data): no
 * provider, no start; busy while it runs, its approval phase, and the failure read for the user.
 */
export function useProviderDelete() {
  const provider = useStorageProvider()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [phase, setPhase] = useState<ApprovalPhase | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async (remove: (provider: StorageProviderInfo) => Promise<void>) => {
    if (!provider) {
      setFailure({ message: 'No storage provider is available right now', rawLog: null })
      return
    }
    setBusy(true)
    setFailure(null)
    try {
      await remove(provider)
    } catch (error) {
      setFailure(describeTxFailure(error))
    } finally {
      setBusy(false)
    }
  }
  return { run, busy, failure, phase, setPhase }
}
