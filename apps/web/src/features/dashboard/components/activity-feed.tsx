import { shortenAddress } from '@gitopia-client/chain'
import type { Repository } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { ACTIVITY_WINDOW, type ActivityItem, type ActivityKind } from '../api/activity.ts'

const verbs: Record<ActivityKind, string> = {
  'issue-opened': 'opened issue',
  'issue-closed': 'closed issue',
  'pull-opened': 'opened pull request',
  'pull-merged': 'merged pull request',
  'pull-closed': 'closed pull request',
  'release-published': 'published release',
}

function itemHref(item: ActivityItem, repository: string): string {
  if (item.tag !== null) return `${repository}/releases/tag/${encodeURIComponent(item.tag)}`
  const section = item.kind.startsWith('pull') ? 'pulls' : 'issues'
  return `${repository}/${section}/${item.iid ?? ''}`
}

/** Recent issues, pull requests and releases on the user's repositories. */
export function ActivityFeed({
  items,
  repositories,
  names,
}: {
  items: readonly ActivityItem[]
  repositories: ReadonlyMap<string, Repository>
  /** Known names of addresses (the user, their DAOs); others show shortened. */
  names: ReadonlyMap<string, string>
}) {
  if (items.length === 0) {
    return (
      <p className="text-fg-muted">
        No recent activity on your repositories among the latest {ACTIVITY_WINDOW} issues, pull
        requests and releases on the network.
      </p>
    )
  }
  return (
    <ol aria-label="Recent activity" className="flex flex-col gap-3">
      {items.map(item => {
        const repository = repositories.get(item.repositoryId)
        if (!repository) return null
        const owner = names.get(repository.ownerAddress) ?? repository.ownerAddress
        const base = paths.repository.href(owner, repository.name)
        return (
          <li key={item.key} className="flex flex-col rounded-md border border-border p-3">
            <p className="text-sm break-words">
              <span className="font-semibold" title={item.actor}>
                {names.get(item.actor) ?? (item.actor ? shortenAddress(item.actor) : 'Someone')}
              </span>{' '}
              {verbs[item.kind]}{' '}
              <Link to={itemHref(item, base)} className="font-semibold text-accent hover:underline">
                {item.iid !== null ? `#${item.iid} ` : ''}
                {item.title}
              </Link>{' '}
              in{' '}
              <Link to={base} className="hover:underline">
                {owner}/{repository.name}
              </Link>
            </p>
            <time dateTime={item.at.toISOString()} className="text-xs text-fg-muted">
              <TimeAgo date={item.at} />
            </time>
          </li>
        )
      })}
    </ol>
  )
}
