import type { ActionFailure } from '../api/use-chain-action.ts'

/** Why the last transaction failed, next to the form that sent it. */
export function FailureNote({ failure }: { failure: ActionFailure | null }) {
  if (!failure) return null
  return (
    <div role="alert" className="rounded-md border border-danger p-2 text-sm">
      <p className="font-semibold text-danger">{failure.message}</p>
      {failure.rawLog && failure.rawLog !== failure.message && (
        <pre className="mt-1 text-xs break-all whitespace-pre-wrap text-fg-muted">
          {failure.rawLog}
        </pre>
      )}
    </div>
  )
}
