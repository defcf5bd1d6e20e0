import type { Tally } from '@gitopia-client/chain/gitopia'
import type { VotingRule } from '../model/voting-rule.ts'

/** Votes against the group's whole weight, with the policy's threshold marked. */
export function TallyBar({ tally, rule }: { tally: Tally; rule: VotingRule }) {
  const parts = [
    { label: 'Yes', value: Number(tally.yes), color: 'bg-green-600' },
    { label: 'No', value: Number(tally.no), color: 'bg-red-600' },
    { label: 'Abstain', value: Number(tally.abstain), color: 'bg-gray-400' },
    { label: 'Veto', value: Number(tally.noWithVeto), color: 'bg-orange-500' },
  ]
  const cast = parts.reduce((sum, part) => sum + part.value, 0)
  // Against the whole group when its weight is known, so the bar shows how far a vote has come.
  const scale = Math.max(rule.totalWeight ?? cast, cast)
  const yes = parts[0]?.value ?? 0
  return (
    <div className="flex flex-col gap-1">
      <div
        className="relative flex h-2 overflow-hidden rounded-full bg-canvas-subtle"
        aria-hidden="true"
      >
        {scale > 0 &&
          parts.map(part => (
            <div
              key={part.label}
              className={part.color}
              style={{ width: `${(part.value / scale) * 100}%` }}
            />
          ))}
        {rule.threshold !== null && (
          <div
            className="absolute inset-y-0 w-0.5 bg-fg"
            style={{ left: `${rule.threshold * 100}%` }}
          />
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs" data-testid="tally">
        {parts.map(part => (
          <span key={part.label}>
            {part.label} {part.value.toLocaleString('en')}
          </span>
        ))}
        {rule.totalWeight !== null && rule.threshold !== null && (
          <span className="text-fg-muted">
            · {yes.toLocaleString('en')} of {rule.totalWeight.toLocaleString('en')} for yes,{' '}
            {Math.round(rule.threshold * 100)}% needed
          </span>
        )}
      </p>
    </div>
  )
}
