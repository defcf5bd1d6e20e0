import type { ChallengeOutcome } from '@gitopia-client/chain/storage'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { KeyPager, usePageKeys, type PageKeys } from '@/ui/key-pager.tsx'
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
  return (
    <PagedList
      label="Challenges"
      what="challenges"
      empty="No challenges yet."
      pagerLabel="Challenge pages"
      pages={pages}
      query={challenges}
      row={challenge => (
        <>
          <span className="font-mono">#{challenge.id}</span>
          <span className="break-all">{names.get(challenge.provider) ?? challenge.provider}</span>
          <span>
            {challenge.contentKind} {challenge.contentId}, chunk {challenge.chunkIndex}
          </span>
          <strong data-outcome={challenge.outcome}>{OUTCOME_LABEL[challenge.outcome]}</strong>
          <span className="text-fg-muted">
            <TimeAgo date={challenge.createdAt} />
          </span>
        </>
      )}
    />
  )
}

/** Missed challenges and other liveness faults, newest first. */
export function ViolationsList({ names }: { names: ReadonlyMap<string, string> }) {
  const pages = usePageKeys()
  const violations = useLivenessViolations(pages.current ?? '')
  return (
    <PagedList
      label="Liveness violations"
      what="violations"
      empty="No violations."
      pagerLabel="Violation pages"
      pages={pages}
      query={violations}
      row={violation => (
        <>
          <span className="break-all">{names.get(violation.provider) ?? violation.provider}</span>
          <span>{violation.reason || `missed challenge #${violation.challengeId}`}</span>
          <span className="text-fg-muted">height {violation.height.toString()}</span>
          <span className="text-fg-muted">
            <TimeAgo date={violation.createdAt} />
          </span>
        </>
      )}
    />
  )
}

/** A list read a page at a time, with its loading, failed and empty states and a pager. */
function PagedList<T extends { readonly id: string }>({
  label,
  what,
  empty,
  pagerLabel,
  pages,
  query,
  row,
}: {
  label: string
  what: string
  empty: string
  pagerLabel: string
  pages: PageKeys
  query: UseQueryResult<{ readonly items: readonly T[]; readonly nextKey: string | null }>
  row: (item: T) => ReactNode
}) {
  if (query.isPending) return <p className="text-fg-muted">Loading {what}…</p>
  if (query.isError) return <LoadError what={`the ${what}`} error={query.error} />
  if (query.data.items.length === 0) return <p className="text-fg-muted">{empty}</p>
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={label}
        className="flex flex-col divide-y divide-border rounded-md border border-border"
      >
        {query.data.items.map(item => (
          <li key={item.id} className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm">
            {row(item)}
          </li>
        ))}
      </ul>
      <KeyPager label={pagerLabel} pages={pages} nextKey={query.data.nextKey} />
    </div>
  )
}
