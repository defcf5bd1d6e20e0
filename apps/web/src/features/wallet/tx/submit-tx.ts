import type { EncodeObject } from '@cosmjs/proto-signing'
import { gasPriceForStep, type Fee } from '@gitopia-client/chain'
import type { Signer } from '@gitopia-client/chain/signers'
import { describeTxFailure, TxFailedError, type TxSuccess } from '@gitopia-client/chain/tx'
import { paths } from '@/config/paths.ts'
import { notify } from '@/ui/toast/index.ts'
import { refreshBalance } from '../api/account-data.ts'
import { walletNetwork, walletRpc } from '../model/wallet-network.ts'
import { useWalletStore, type AllowanceState } from '../model/wallet-store.ts'
import { reviewData, reviewStep } from '../review/review-request.ts'
import { unlockActiveWallet } from '../session/unlock.ts'
import { loadSigning } from '../session/signing-chunk.ts'

export interface SubmitTxRequest {
  readonly msgs: readonly EncodeObject[]
  readonly memo?: string
}

export const TX_PENDING_MESSAGE = 'A transaction is already pending; wait for it to finish'

/** The granter pays when the (checked) allowance is above zero (docs/client-rules.md#roles-and-fees). */
export function feeGranterOf(allowance: AllowanceState | null): string | undefined {
  if (!allowance?.granter) return undefined
  return allowance.amount === null || allowance.amount > 0n ? allowance.granter : undefined
}

function pipelineRequest(request: SubmitTxRequest) {
  const { gasPrice, allowance } = useWalletStore.getState()
  const feeGranter = feeGranterOf(allowance)
  return {
    msgs: request.msgs,
    ...(request.memo !== undefined ? { memo: request.memo } : {}),
    gasPrice: gasPriceForStep(gasPrice),
    ...(feeGranter ? { feeGranter } : {}),
    chainId: walletNetwork().chainId,
  }
}

function txSigner(signer: Signer) {
  return { address: signer.address, offlineSigner: signer.offlineSigner }
}

/** The toast link to a committed transaction's page. */
export function viewTransaction(hash: string): { label: string; href: string } {
  return { label: 'View transaction', href: paths.tx.href(hash) }
}

/** Shows why it failed: a failed tx's short sentence with its raw log, or the error's own text. */
export function reportTxError(error: unknown): void {
  const { message, rawLog } = describeTxFailure(error)
  const hash = error instanceof TxFailedError ? error.txHash : undefined
  notify('error', message, {
    ...(rawLog ? { description: rawLog } : {}),
    // A tx that made it into a block has a page of its own (events, fee, raw log).
    ...(hash ? { link: viewTransaction(hash) } : {}),
  })
}

/**
 * Signs and broadcasts with the active wallet (unlocking it first when needed) through the one
 * pipeline, at the chosen gas price and with the fee granter when the allowance is above zero.
 * Resolves only on code 0; any failure is shown as an error toast and rethrown. One at a time.
 */
export async function submitTx(request: SubmitTxRequest): Promise<TxSuccess> {
  if (useWalletStore.getState().txPending) {
    notify('error', TX_PENDING_MESSAGE)
    throw new Error(TX_PENDING_MESSAGE)
  }
  useWalletStore.setState({ txPending: true })
  try {
    const signer = await unlockActiveWallet()
    const signing = await loadSigning()
    const review = reviewStep(signer, request.msgs)
    return await signing.submitWithSigner(walletRpc(), txSigner(signer), {
      ...pipelineRequest(request),
      ...(review ? { review } : {}),
    })
  } catch (error) {
    reportTxError(error)
    throw error
  } finally {
    useWalletStore.setState({ txPending: false })
    void refreshBalance()
  }
}

export interface FeeEstimate {
  /** Simulated gas × 1.8, the limit the tx will be signed with. */
  readonly gasLimit: bigint
  /** The fee at the chosen gas price. */
  readonly fee: Fee
  /** Who pays it when not the signer (a fee grant). */
  readonly feeGranter: string | null
}

/** Simulates the request with the active wallet (unlocking it if needed) to show the fee first. */
export async function estimateFee(request: SubmitTxRequest): Promise<FeeEstimate> {
  const signer = await unlockActiveWallet()
  const signing = await loadSigning()
  const payload = pipelineRequest(request)
  const fee = await signing.estimateWithSigner(walletRpc(), txSigner(signer), payload)
  return {
    gasLimit: BigInt(fee.gas),
    fee: { amount: fee.amount, gas: fee.gas },
    feeGranter: payload.feeGranter ?? null,
  }
}

/**
 * Signs a JSON payload as Gitopia off-chain data with the active wallet (unlocking it first):
 * zero fee, chain-id `gitopia`, account 0, sequence 0 (docs/protocol.md#off-chain-signed-data). Returns the TxRaw as
 * base64, e.g. the `signature` of a storage provider upload. Nothing is broadcast. A local wallet
 * shows the review sheet first; Reject fails with `Transaction rejected` and nothing is signed.
 */
export async function signData(payload: unknown): Promise<string> {
  const signer = await unlockActiveWallet()
  await reviewData(signer, payload)
  const signing = await loadSigning()
  return signing.signDataWithSigner(txSigner(signer), payload)
}
