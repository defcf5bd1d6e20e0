import { useState } from 'react'
import { useSubmitTx, type EncodeObject } from '@/features/wallet/index.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'

/**
 * Sends Msgs as ONE transaction through the wallet's pipeline (which also toasts a failure with
 * its raw log) and keeps the last failure for the form to show next to what the person typed.
 */
export function useChainAction() {
  const { submit, pending } = useSubmitTx()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [running, setRunning] = useState(false)

  /** Resolves true once the chain accepted the tx; false (with `failure` set) otherwise. */
  const run = async (msgs: readonly EncodeObject[]): Promise<boolean> => {
    setFailure(null)
    setRunning(true)
    try {
      await submit({ msgs })
      return true
    } catch (error) {
      setFailure(describeTxFailure(error))
      return false
    } finally {
      setRunning(false)
    }
  }
  return { run, failure, clearFailure: () => setFailure(null), running, busy: pending || running }
}
