import type { TxFailure } from '@gitopia-client/chain/tx'

/** Why the last action failed, next to the form that sent it: a sentence and the chain's raw log. */
export function FailureNote({ failure }: { failure: TxFailure | null }) {
  if (!failure) return null
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-danger p-2 text-sm">
      <p className="font-semibold text-danger">{failure.message}</p>
      {failure.rawLog && failure.rawLog !== failure.message && (
        <pre className="text-xs break-all whitespace-pre-wrap text-fg-muted" data-testid="raw-log">
          {failure.rawLog}
        </pre>
      )}
    </div>
  )
}
