import type { StdFee } from '@cosmjs/amino'
import type { Signer } from '@gitopia-client/chain/signers'
import type { TxReview, TxReviewAnswer } from '@gitopia-client/chain/tx'
import { createPrompt } from '../model/one-prompt.ts'
import type { MsgLike } from './describe-msg.ts'

export const TX_REJECTED_MESSAGE = 'Transaction rejected'

/** The person turned the transaction down on the review sheet: nothing was signed or sent. */
export class TxRejectedError extends Error {
  override readonly name = 'TxRejectedError'
  constructor() {
    super(TX_REJECTED_MESSAGE)
  }
}

/** What the review sheet shows: everything the signature covers. */
export interface TxReviewContent {
  readonly kind: 'tx'
  readonly msgs: readonly MsgLike[]
  readonly fee: StdFee
  /** Who signs, and pays unless a fee granter does. */
  readonly signer: string
  readonly chainId: string
  readonly memo: string
  /** Fee grants that may pay instead of `fee.granter`; the reviewer chooses the payer. */
  readonly feeGranters: readonly string[]
}

/**
 * An off-chain signature (docs/protocol.md#off-chain-signed-data), e.g. a storage provider's
 * upload authorization: nothing goes on chain and no fee is paid, but the provider acts on it.
 */
export interface DataReviewContent {
  readonly kind: 'data'
  readonly signer: string
  readonly payload: unknown
}

export type ReviewContent = TxReviewContent | DataReviewContent

interface PendingReview {
  /** Tells one review from the next (the sheet starts each one fresh). */
  readonly id: number
  readonly content: ReviewContent
  /** Approves; a tx review passes who pays (a granter, or null for the signer's account). */
  readonly confirm: (answer?: TxReviewAnswer) => void
  readonly reject: () => void
}

const prompt = createPrompt<PendingReview>('Another transaction is waiting for review')

export const useReviewRequest = prompt.useStore

let reviews = 0

/**
 * Opens the review sheet; resolves on Confirm (with the payer chosen, for a tx), rejects with
 * `Transaction rejected` on Reject.
 */
export function requestReview(content: ReviewContent): Promise<TxReviewAnswer | undefined> {
  return prompt.open<TxReviewAnswer | undefined>(({ resolve, reject }) => ({
    id: ++reviews,
    content,
    confirm: answer => resolve(answer),
    reject: () => reject(new TxRejectedError()),
  }))
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The Msgs (or signed data) as JSON, 64-bit integers as strings and bytes as base64 ("Show raw"). */
export function rawJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, value: unknown) =>
      typeof value === 'bigint'
        ? value.toString()
        : value instanceof Uint8Array
          ? base64(value)
          : value,
    2,
  )
}

/**
 * The pipeline's review step for this signer: the sheet for a key held by the app; none for a
 * Ledger or Keplr, which show the transaction on their own approval screens. The sheet shows the
 * Msgs as the caller built them (before nested Msgs are packed into bytes).
 */
export function reviewStep(
  signer: Pick<Signer, 'kind'>,
  msgs: readonly MsgLike[],
): ((review: TxReview) => Promise<TxReviewAnswer | undefined>) | undefined {
  if (signer.kind !== 'local') return undefined
  return review =>
    requestReview({
      kind: 'tx',
      msgs,
      fee: review.fee,
      signer: review.signer,
      chainId: review.chainId,
      memo: review.memo,
      feeGranters: review.feeGranters,
    })
}

/** The review before an off-chain signature: the sheet for a key held by the app, else none. */
export async function reviewData(
  signer: Pick<Signer, 'kind' | 'address'>,
  payload: unknown,
): Promise<void> {
  if (signer.kind !== 'local') return
  await requestReview({ kind: 'data', signer: signer.address, payload })
}
