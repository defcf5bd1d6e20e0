import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { latestQuery, type LatestItem } from '../api/latest.ts'
import { DiscoverSection } from './discover-section.tsx'

function itemHref(kind: keyof typeof TITLES, item: LatestItem): string {
  const { owner, name } = item.repository
  switch (kind) {
    case 'repositories':
      return paths.repository.href(owner, name)
    case 'issues':
      return paths.repositoryIssue.href(owner, name, item.iid ?? 0)
    case 'pulls':
      return paths.repositoryPull.href(owner, name, item.iid ?? 0)
    case 'releases':
      return `${paths.repositoryReleases.href(owner, name)}/tag/${encodeURIComponent(item.tag ?? '')}`
  }
}

const TITLES = {
  repositories: 'New repositories',
  issues: 'New issues',
  pulls: 'New pull requests',
  releases: 'New releases',
} as const

const STATE_WORDS = { OPEN: 'open', CLOSED: 'closed', MERGED: 'merged' } as const

function LatestList({ kind, items }: { kind: keyof typeof TITLES; items: readonly LatestItem[] }) {
  return (
    <section aria-label={TITLES[kind]} className="flex min-w-0 flex-col gap-1">
      <h3 className="text-sm font-semibold text-fg-muted">{TITLES[kind]}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">None yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {items.map(item => (
            <li key={item.key} className="flex min-w-0 flex-col gap-0.5 p-2 text-sm">
              <Link className="font-semibold break-words text-accent" to={itemHref(kind, item)}>
                {item.title}
                {item.iid !== undefined && <span className="text-fg-muted"> #{item.iid}</span>}
              </Link>
              <span className="text-xs break-all text-fg-muted">
                {kind !== 'repositories' && `${item.repository.owner}/${item.repository.name} · `}
                {item.state && `${STATE_WORDS[item.state]} · `}
                <TimeAgo date={item.at} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The newest repositories, issues, pull requests and releases of the whole chain. */
export function LatestPanel({ limit }: { limit: number }) {
  const api = useApiEndpoint()
  const query = useQuery(latestQuery(useQueryClient(), api, limit))
  return (
    <DiscoverSection title="Latest">
      <QueryState query={query} what="the latest activity">
        {latest => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
            {(Object.keys(TITLES) as (keyof typeof TITLES)[]).map(kind => (
              <LatestList key={kind} kind={kind} items={latest[kind]} />
            ))}
          </div>
        )}
      </QueryState>
    </DiscoverSection>
  )
}
