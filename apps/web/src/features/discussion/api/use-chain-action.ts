import { useState } from 'react'
import { useSubmitTx, type EncodeObject } from '@/features/wallet/index.ts'

export interface ActionFailure {
  /** A short sentence for people. */
  readonly message: string
  /** The chain's raw log, when the chain refused the tx. */
  readonly rawLog: string | null
}

export function describeFailure(error: unknown): ActionFailure {
  const message = error instanceof Error ? error.message : String(error)
  const rawLog =
    typeof error === 'object' &&
    error !== null &&
    'rawLog' in error &&
    typeof error.rawLog === 'string'
      ? error.rawLog || null
      : null
  return { message, rawLog }
}

/**
 * Sends Msgs as ONE transaction through the wallet's pipeline (which also toasts a failure with
 * its raw log) and keeps the last failure for the form to show next to what the person typed.
 */
export function useChainAction() {
  const { submit, pending } = useSubmitTx()
  const [failure, setFailure] = useState<ActionFailure | null>(null)
  const [running, setRunning] = useState(false)

  /** Resolves true once the chain accepted the tx; false (with `failure` set) otherwise. */
  const run = async (msgs: readonly EncodeObject[]): Promise<boolean> => {
    setFailure(null)
    setRunning(true)
    try {
      await submit({ msgs })
      return true
    } catch (error) {
      setFailure(describeFailure(error))
      return false
    } finally {
      setRunning(false)
    }
  }
  return { run, failure, clearFailure: () => setFailure(null), running, busy: pending || running }
}
