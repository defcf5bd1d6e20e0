import { describeTxFailure, TxFailedError, type TxSuccess } from '@gitopia-client/chain/tx'
import { paths } from '@/config/paths.ts'
import { notify } from '@/ui/toast/index.ts'
import { useWalletStore } from '../model/wallet-store.ts'
import type { FeeEstimate, SubmitTxRequest } from './tx-request.ts'

export type { FeeEstimate, SubmitTxRequest } from './tx-request.ts'

// Unlocking, fees and signing load when a transaction starts (sign-with-wallet.ts), not with the
// pages that offer actions.
const loadSigning = () => import('./sign-with-wallet.ts')

export const TX_PENDING_MESSAGE = 'A transaction is already pending; wait for it to finish'

/** The toast link to a committed transaction's page. */
export function viewTransaction(hash: string): { label: string; href: string } {
  return { label: 'View transaction', href: paths.tx.href(hash) }
}

/** Shows why it failed: a failed tx's short sentence with its raw log, or the error's own text. */
export function reportTxError(error: unknown): void {
  const { message, rawLog } = describeTxFailure(error)
  const hash = error instanceof TxFailedError ? error.txHash : undefined
  notify('error', message, {
    ...(rawLog && rawLog !== message ? { rawLog } : {}),
    // A tx that made it into a block has a page of its own (events, fee, raw log).
    ...(hash ? { link: viewTransaction(hash) } : {}),
  })
}

/**
 * Signs and broadcasts with the active wallet (unlocking it first when needed) through the one
 * pipeline, at the chosen gas price and with the fee granter when the allowance is above zero.
 * Resolves only on code 0; any failure is rethrown, and shown as an error toast unless the caller
 * shows it beside its form (`failureShownInline`). One at a time.
 */
export async function submitTx(request: SubmitTxRequest): Promise<TxSuccess> {
  return oneTxAtATime(async () => {
    try {
      return await (await loadSigning()).signAndBroadcast(request)
    } finally {
      void loadSigning().then(
        signing => signing.refreshBalance(),
        () => undefined,
      )
    }
  }, request.failureShownInline)
}

/**
 * Sends while no other transaction of this wallet is pending (on any chain): the pending flag
 * disables every action's button meanwhile. A failure is shown as an error toast, unless the
 * caller shows it beside its form, and rethrown.
 */
export async function oneTxAtATime<T>(
  send: () => Promise<T>,
  failureShownInline = false,
): Promise<T> {
  if (useWalletStore.getState().txPending) {
    notify('error', TX_PENDING_MESSAGE)
    throw new Error(TX_PENDING_MESSAGE)
  }
  useWalletStore.setState({ txPending: true })
  try {
    return await send()
  } catch (error) {
    if (!failureShownInline) reportTxError(error)
    throw error
  } finally {
    useWalletStore.setState({ txPending: false, txWaiting: false })
  }
}

/** Simulates the request with the active wallet (unlocking it if needed) to show the fee first. */
export async function estimateFee(request: SubmitTxRequest): Promise<FeeEstimate> {
  return (await loadSigning()).estimateWithWallet(request)
}

/**
 * Signs a JSON payload as Gitopia off-chain data with the active wallet (unlocking it first):
 * zero fee, chain-id `gitopia`, account 0, sequence 0 (docs/protocol.md#off-chain-signed-data). Returns the TxRaw as
 * base64, e.g. the `signature` of a storage provider upload. Nothing is broadcast. A local wallet
 * shows the review sheet first; Reject fails with `Transaction rejected` and nothing is signed.
 */
export async function signData(payload: unknown): Promise<string> {
  return (await loadSigning()).signDataWithWallet(payload)
}
