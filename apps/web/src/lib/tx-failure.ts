/** What a form shows after a failed action: a sentence and, when the chain refused the tx, its raw log. */
export interface TxFailure {
  /** A short sentence for people. */
  readonly message: string
  /** The chain's raw log, when the chain refused the tx. */
  readonly rawLog: string | null
}

/** Reads any thrown value; the tx pipeline's errors carry `rawLog`. */
export function describeTxFailure(error: unknown): TxFailure {
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
