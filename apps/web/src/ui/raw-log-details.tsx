/** The chain's raw log of a failed transaction, folded behind "Details" under the sentence. */
export function RawLogDetails({ rawLog }: { rawLog: string }) {
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-fg-muted">Details</summary>
      <pre className="mt-1 break-all whitespace-pre-wrap text-fg-muted" data-testid="raw-log">
        {rawLog}
      </pre>
    </details>
  )
}
