import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useChainMutation, useTxProgressLabel, type EncodeObject } from '@/features/wallet/index.ts'
import { describeTxFailure, type TxFailure } from '@gitopia-client/chain/tx'

/** What else a sent action does once the chain took its tx. */
interface ChainActionOptions {
  /** The reads the tx changes (keys from their features' factories), refreshed before `run` ends. */
  readonly invalidate?: readonly QueryKey[]
  /** Called once the tx is in a block, before those reads refresh (e.g. to empty the form). */
  readonly onAccepted?: () => void
}

/**
 * Sends Msgs as ONE transaction through the wallet's `useChainMutation` and keeps the last failure
 * for the form to show next to what the person typed (there only: the wallet shows no toast for
 * it).
 */
export function useChainAction() {
  const { submit, pending } = useChainMutation()
  const [failure, setFailure] = useState<TxFailure | null>(null)
  const [running, setRunning] = useState(false)
  // What the button says while `running`: "Signing…", then "Waiting for the block…".
  const progress = useTxProgressLabel()

  /**
   * Resolves true once the chain accepted the tx and the `invalidate` reads were read again; false
   * (with `failure` set) otherwise.
   */
  const run = async (
    msgs: readonly EncodeObject[],
    { invalidate, onAccepted }: ChainActionOptions = {},
  ): Promise<boolean> => {
    setFailure(null)
    setRunning(true)
    try {
      await submit({
        msgs,
        failureShownInline: true,
        ...(invalidate ? { invalidate } : {}),
        // The button is itself again while the page refreshes, as it was before the tx.
        success: () => {
          setRunning(false)
          onAccepted?.()
        },
      })
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
