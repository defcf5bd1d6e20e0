export interface Failure {
  readonly message: string
  readonly rawLog: string | null
}

/** The sentence to show and, for a failed tx, the chain's raw log (kept next to the form). */
export function describeFailure(error: unknown): Failure {
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
