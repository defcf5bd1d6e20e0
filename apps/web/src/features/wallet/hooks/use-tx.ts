import type { TxSuccess } from '@gitopia-client/chain/tx'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'
import { notify } from '@/ui/toast/index.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import { submitTx, type SubmitTxRequest } from '../tx/submit-tx.ts'

export interface ChainMutation extends SubmitTxRequest {
  /** Said once the tx is in a block: a toast's text, or what to do with the tx (a linked toast). */
  readonly success?: string | ((tx: TxSuccess) => void)
  /**
   * The reads the tx changes, by keys from their features' key factories (prefixes refresh every
   * read under them); `submit` resolves once they are read again.
   */
  readonly invalidate?: readonly QueryKey[]
}

/**
 * The one way a component sends a transaction: `submit` signs through {@link submitTx} (review
 * sheet, one at a time, the failure toast unless shown inline), says `success`, then refreshes the
 * `invalidate` reads; `pending` is true while any transaction of the app is in flight. `refresh`
 * is the same refresh on its own, for a flow of several txs that ends in a step of its own (a
 * merge once the provider prepared it, a release whose provider never answered).
 */
export function useChainMutation() {
  const queryClient = useQueryClient()
  const pending = useWalletStore(state => state.txPending)
  const refresh = useCallback(
    async (keys: readonly QueryKey[]) => {
      await Promise.all(keys.map(queryKey => queryClient.invalidateQueries({ queryKey })))
    },
    [queryClient],
  )
  const submit = useCallback(
    async ({ success, invalidate = [], ...request }: ChainMutation) => {
      const tx = await submitTx(request)
      if (typeof success === 'string') notify('info', success)
      else success?.(tx)
      await refresh(invalidate)
      return tx
    },
    [refresh],
  )
  return { submit, refresh, pending }
}
