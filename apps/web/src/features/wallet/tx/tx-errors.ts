/** The sentence to show for a failure and, for a failed tx, its raw log (docs/client-rules.md#error-catalogue). */
export function describeTxError(error: unknown): { message: string; rawLog: string | null } {
  const message = error instanceof Error ? error.message : String(error)
  const rawLog =
    error !== null && typeof error === 'object' && 'rawLog' in error
      ? typeof error.rawLog === 'string' && error.rawLog !== ''
        ? error.rawLog
        : null
      : null
  return { message, rawLog }
}
