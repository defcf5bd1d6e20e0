import type { GovTally } from '@gitopia-client/chain/gov'

const SEGMENTS = [
  { key: 'yes', label: 'Yes', className: 'bg-green-600' },
  { key: 'no', label: 'No', className: 'bg-red-600' },
  { key: 'noWithVeto', label: 'No with veto', className: 'bg-amber-500' },
  { key: 'abstain', label: 'Abstain', className: 'bg-gray-400' },
] as const

const pct = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 10_000n) / whole) / 100

/**
 * Votes as shares of the bonded tokens, with marks: quorum on the turnout scale, and the
 * threshold (of non-abstain votes) and veto line (of all votes) as the page's legend says.
 */
export function TallyBar({
  tally,
  bonded,
  quorum,
  compact = false,
}: {
  tally: GovTally
  bonded: bigint
  /** Quorum as a fraction, drawn as a mark; omitted in compact rows. */
  quorum?: number
  compact?: boolean
}) {
  const total = tally.yes + tally.no + tally.noWithVeto + tally.abstain
  return (
    <div className="flex flex-col gap-1">
      <div
        role="img"
        aria-label={`Yes ${pct(tally.yes, total)}%, No ${pct(tally.no, total)}%, No with veto ${pct(tally.noWithVeto, total)}%, Abstain ${pct(tally.abstain, total)}% of votes; turnout ${pct(total, bonded)}%`}
        className={`relative flex w-full overflow-hidden rounded bg-canvas-subtle ${compact ? 'h-2' : 'h-4'}`}
      >
        {SEGMENTS.map(segment => (
          <div
            key={segment.key}
            className={segment.className}
            style={{ width: `${pct(tally[segment.key], bonded)}%` }}
          />
        ))}
        {quorum !== undefined && (
          <div
            className="absolute top-0 h-full w-0.5 bg-fg"
            style={{ left: `${Math.min(100, quorum * 100)}%` }}
            title={`Quorum ${quorum * 100}%`}
          />
        )}
      </div>
      {!compact && (
        <ul className="flex flex-wrap gap-3 text-xs text-fg-muted">
          {SEGMENTS.map(segment => (
            <li key={segment.key} className="flex items-center gap-1">
              <span className={`inline-block h-2 w-2 rounded-full ${segment.className}`} />
              {segment.label} {pct(tally[segment.key], total)}%
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
