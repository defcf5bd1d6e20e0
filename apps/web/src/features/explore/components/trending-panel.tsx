import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { QueryState } from '@/ui/query-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { trendingQuery } from '../api/trending.ts'
import { describeCounts, TRENDING_FORMULA, TRENDING_WINDOW_DAYS } from '../model/trending.ts'
import { DiscoverSection } from './discover-section.tsx'
import { InfoTip } from './info-tip.tsx'

/** The repositories with the most activity over the last week, by a stated score. */
export function TrendingPanel({ limit }: { limit: number }) {
  const api = useApiEndpoint()
  const query = useQuery(trendingQuery(useQueryClient(), api, limit))
  return (
    <DiscoverSection
      title="Trending"
      aside={<InfoTip label="How trending is ranked" text={TRENDING_FORMULA} />}
    >
      <QueryState query={query} what="trending repositories">
        {items =>
          items.length === 0 ? (
            <p className="text-sm text-fg-muted">
              No activity in the last {TRENDING_WINDOW_DAYS} days.
            </p>
          ) : (
            <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
              {items.map(item => (
                <li key={item.repositoryId} className="flex min-w-0 flex-col gap-0.5 p-2 text-sm">
                  <div className="flex min-w-0 items-baseline justify-between gap-2">
                    <Link
                      className="min-w-0 font-semibold break-all text-accent"
                      to={paths.repository.href(item.repository.owner, item.repository.name)}
                    >
                      {item.repository.owner}/{item.repository.name}
                    </Link>
                    <span className="shrink-0 text-xs text-fg-muted">score {item.score}</span>
                  </div>
                  <span className="text-xs text-fg-muted">
                    {describeCounts(item.counts)} · last <TimeAgo date={item.lastActivity} />
                  </span>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
    </DiscoverSection>
  )
}
