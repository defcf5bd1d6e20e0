import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { StatusBadge } from '@/ui/status-badge.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import type { ExploreEntry } from '../model/search-index.ts'

/** One page of explore results; names come from the chain and are shown as text only. */
export function ExploreResultList({ items }: { items: readonly ExploreEntry[] }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
      {items.map(item =>
        item.kind === 'repository' ? (
          <li key={`r:${item.id}`} className="flex min-w-0 flex-col gap-1 p-3">
            <span className="flex flex-wrap items-center gap-2">
              <Link
                className="font-semibold break-all text-accent"
                to={paths.repository.href(item.owner, item.name)}
              >
                {item.owner}/{item.name}
              </Link>
              {item.fork && (
                <StatusBadge tone="neutral" testId="fork-badge">
                  Fork
                </StatusBadge>
              )}
            </span>
            {item.description && (
              <p className="line-clamp-2 text-sm break-words text-fg-muted">{item.description}</p>
            )}
            {item.updatedAt > 0 && (
              <p className="text-xs text-fg-muted">
                Updated <TimeAgo date={new Date(item.updatedAt * 1000)} />
              </p>
            )}
          </li>
        ) : (
          <li key={`${item.kind}:${item.address}`} className="flex min-w-0 items-center gap-2 p-3">
            <Link className="font-semibold break-all text-accent" to={paths.owner.href(item.name)}>
              {item.name}
            </Link>
            <span className="text-xs text-fg-muted">{item.kind === 'dao' ? 'DAO' : 'User'}</span>
          </li>
        ),
      )}
    </ul>
  )
}
