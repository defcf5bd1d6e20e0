import type { ChallengeOutcome } from '@gitopia-client/chain/storage'
import { KeyPager, usePageKeys } from '@/ui/key-pager.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useChallenges, useLivenessViolations } from '../api/network.ts'

const OUTCOME_LABEL: Record<ChallengeOutcome, string> = {
  pending: 'Pending',
  completed: 'Answered',
  failed: 'Failed',
  timeout: 'Missed',
  unknown: 'Unknown',
}

/** Recent proof challenges, newest first, with their outcome. */
export function ChallengesList({ names }: { names: ReadonlyMap<string, string> }) {
  const pages = usePageKeys()
  const challenges = useChallenges(pages.current ?? '')
  if (challenges.isPending) return <p className="text-fg-muted">Loading challenges…</p>
  if (challenges.isError) return <LoadError what="the challenges" error={challenges.error} />
  if (challenges.data.items.length === 0) return <p className="text-fg-muted">No challenges yet.</p>
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label="Challenges"
        className="flex flex-col divide-y divide-border rounded-md border border-border"
      >
        {challenges.data.items.map(challenge => (
          <li key={challenge.id} className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm">
            <span className="font-mono">#{challenge.id}</span>
            <span className="break-all">{names.get(challenge.provider) ?? challenge.provider}</span>
            <span>
              {challenge.contentKind} {challenge.contentId}, chunk {challenge.chunkIndex}
            </span>
            <strong data-outcome={challenge.outcome}>{OUTCOME_LABEL[challenge.outcome]}</strong>
            <span className="text-fg-muted">
              <TimeAgo date={challenge.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      <KeyPager label="Challenge pages" pages={pages} nextKey={challenges.data.nextKey} />
    </div>
  )
}

/** Missed challenges and other liveness faults, newest first. */
export function ViolationsList({ names }: { names: ReadonlyMap<string, string> }) {
  const pages = usePageKeys()
  const violations = useLivenessViolations(pages.current ?? '')
  if (violations.isPending) return <p className="text-fg-muted">Loading violations…</p>
  if (violations.isError) return <LoadError what="the violations" error={violations.error} />
  if (violations.data.items.length === 0) return <p className="text-fg-muted">No violations.</p>
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label="Liveness violations"
        className="flex flex-col divide-y divide-border rounded-md border border-border"
      >
        {violations.data.items.map(violation => (
          <li key={violation.id} className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm">
            <span className="break-all">{names.get(violation.provider) ?? violation.provider}</span>
            <span>{violation.reason || `missed challenge #${violation.challengeId}`}</span>
            <span className="text-fg-muted">height {violation.height.toString()}</span>
            <span className="text-fg-muted">
              <TimeAgo date={violation.createdAt} />
            </span>
          </li>
        ))}
      </ul>
      <KeyPager label="Violation pages" pages={pages} nextKey={violations.data.nextKey} />
    </div>
  )
}
