import { Button } from './button.tsx'

/** A read that failed: says what could not be loaded and why, with a retry. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  what: string
  error: unknown
  onRetry?: () => void
}) {
  const reason = error instanceof Error ? error.message : String(error)
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-2 rounded-md border border-danger p-3"
    >
      <p className="font-semibold text-danger">Could not load {what}</p>
      <p className="text-sm break-all text-fg-muted">{reason}</p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  )
}
