import { describeFailure, type Failure } from '../model/failure.ts'

export { describeFailure, type Failure }

/** A refused or failed action: a short sentence and, for a chain refusal, its raw log. */
export function TxFailure({ failure }: { failure: Failure | null }) {
  if (!failure) return null
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-danger p-3">
      <p className="font-semibold text-danger">{failure.message}</p>
      {failure.rawLog && (
        <pre className="text-xs break-all whitespace-pre-wrap text-fg-muted" data-testid="raw-log">
          {failure.rawLog}
        </pre>
      )}
    </div>
  )
}
