import { useState } from 'react'
import { useChainMutation, useTxProgressLabel, type EncodeObject } from '@/features/wallet/index.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'

/**
 * Sends Msgs as ONE transaction through the wallet's pipeline and keeps the last failure for the
 * form to show next to what the person typed (there only: the wallet shows no toast for it).
 */
export function useChainAction() {
  const { submit, pending } = useChainMutation()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [running, setRunning] = useState(false)
  // What the button says while `running`: "Signing…", then "Waiting for the block…".
  const progress = useTxProgressLabel()

  /** Resolves true once the chain accepted the tx; false (with `failure` set) otherwise. */
  const run = async (msgs: readonly EncodeObject[]): Promise<boolean> => {
    setFailure(null)
    setRunning(true)
    try {
      await submit({ msgs, failureShownInline: true })
      return true
    } catch (error) {
      setFailure(describeTxFailure(error))
      return false
    } finally {
      setRunning(false)
    }
  }
  return {
    run,
    failure,
    clearFailure: () => setFailure(null),
    running,
    progress,
    busy: pending || running,
  }
}
