import { useCallback } from 'react'
import { useWalletStore } from '../model/wallet-store.ts'
import { submitTx, type SubmitTxRequest } from '../tx/submit-tx.ts'

/** `submit` is {@link submitTx}; `pending` is true while any transaction of the app is in flight. */
export function useSubmitTx() {
  const pending = useWalletStore(state => state.txPending)
  const submit = useCallback((request: SubmitTxRequest) => submitTx(request), [])
  return { submit, pending }
}
