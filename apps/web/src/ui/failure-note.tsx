import type { TxFailure } from '@gitopia-client/chain/tx'
import { RawLogDetails } from './raw-log-details.tsx'

/**
 * Why the last action failed, next to the form that sent it: one sentence, and the chain's raw
 * log behind "Details". The wallet shows no toast for it as well (`failureShownInline`).
 */
export function FailureNote({ failure }: { failure: TxFailure | null }) {
  if (!failure) return null
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-md border border-danger p-2 text-sm">
      <p className="font-semibold text-danger">{failure.message}</p>
      {failure.rawLog && failure.rawLog !== failure.message && (
        <RawLogDetails rawLog={failure.rawLog} />
      )}
    </div>
  )
}
