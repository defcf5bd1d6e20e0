import type { GovTally } from '@gitopia-client/chain/gov'

const SEGMENTS = [
  { key: 'yes', label: 'Yes', className: 'bg-green-600' },
  { key: 'no', label: 'No', className: 'bg-red-600' },
  { key: 'noWithVeto', label: 'No with veto', className: 'bg-amber-500' },
  { key: 'abstain', label: 'Abstain', className: 'bg-gray-400' },
] as const

const pct = (part: bigint, whole: bigint) =>
  whole === 0n ? 0 : Number((part * 10_000n) / whole) / 100

/** `0.334` → `33.4` (a parameter's fraction, without float noise). */
const fractionPct = (fraction: number) => Math.round(fraction * 1000) / 10

/**
 * Votes as shares of the bonded tokens, each segment and the quorum mark labelled: the bar
 * fills as turnout grows, so a vote that is all yes can still be short of quorum. The legend
 * gives each option's share of the votes and of the bonded tokens.
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
  const quorumPct = quorum === undefined ? null : Math.min(100, fractionPct(quorum))
  return (
    <div className="flex flex-col gap-1">
      {!compact && (
        <p className="text-xs text-fg-muted">
          The bar: votes as a share of all bonded tokens (turnout {pct(total, bonded)}%).
        </p>
      )}
      <div
        role="img"
        aria-label={`Yes ${pct(tally.yes, total)}%, No ${pct(tally.no, total)}%, No with veto ${pct(tally.noWithVeto, total)}%, Abstain ${pct(tally.abstain, total)}% of votes; turnout ${pct(total, bonded)}%${quorumPct === null ? '' : `, quorum ${quorumPct}%`}`}
        className={`relative flex w-full overflow-hidden rounded bg-canvas-subtle ${compact ? 'h-2' : 'h-4'}`}
      >
        {SEGMENTS.map(segment => (
          <div
            key={segment.key}
            className={segment.className}
            style={{ width: `${pct(tally[segment.key], bonded)}%` }}
            title={`${segment.label}: ${pct(tally[segment.key], bonded)}% of bonded tokens`}
          />
        ))}
        {quorumPct !== null && (
          <div
            className="absolute top-0 h-full w-0.5 bg-fg"
            style={{ left: `${quorumPct}%` }}
            data-testid="quorum-mark"
          />
        )}
      </div>
      {!compact && quorumPct !== null && (
        // The mark's label sits under it, kept inside the bar's width near either end.
        <div className="relative h-4 text-xs text-fg-muted" aria-hidden="true">
          <span
            className={`absolute whitespace-nowrap ${quorumPct < 15 ? '' : quorumPct > 85 ? '-translate-x-full' : '-translate-x-1/2'}`}
            style={{ left: `${quorumPct}%` }}
            data-testid="quorum-label"
          >
            Quorum {quorumPct}%
          </span>
        </div>
      )}
      {!compact && (
        <ul className="flex flex-wrap gap-3 text-xs text-fg-muted" aria-label="Tally by option">
          {SEGMENTS.map(segment => (
            <li key={segment.key} className="flex items-center gap-1">
              <span className={`inline-block h-2 w-2 rounded-full ${segment.className}`} />
              {segment.label} {pct(tally[segment.key], total)}% of votes (
              {pct(tally[segment.key], bonded)}% of bonded)
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
