import { shortenAddress } from '@gitopia-client/chain'
import type { Repository } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { ownerNameQuery, repositoryByIdQuery } from '@/features/repository/index.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { ACTIVITY_WINDOW, type ActivityItem, type ActivityKind } from '../api/activity.ts'

const verbs: Record<ActivityKind, string> = {
  'repository-created': 'created repository',
  'repository-forked': 'forked',
  'issue-opened': 'opened issue',
  'issue-commented': 'commented on issue',
  'issue-closed': 'closed issue',
  'pull-opened': 'opened pull request',
  'pull-commented': 'commented on pull request',
  'pull-merged': 'merged pull request',
  'pull-closed': 'closed pull request',
  'release-published': 'published release',
}

function itemHref(item: ActivityItem, repository: string): string {
  if (item.tag !== null) return `${repository}/releases/tag/${encodeURIComponent(item.tag)}`
  const section = item.kind.startsWith('pull') ? 'pulls' : 'issues'
  return `${repository}/${section}/${item.iid ?? ''}`
}

type Names = ReadonlyMap<string, string>

/** A known name (the user, their DAOs), else the chain's username, else the short address. */
function useName(address: string, type: 'USER' | 'DAO', names: Names): string {
  const known = names.get(address)
  const api = useApiEndpoint()
  const asked = useQuery({
    ...ownerNameQuery(api, address, type),
    enabled: known === undefined && address !== '',
  })
  if (known !== undefined) return known
  if (asked.data && asked.data !== address) return asked.data
  return address ? shortenAddress(address) : 'Someone'
}

function Actor({ address, names }: { address: string; names: Names }) {
  const name = useName(address, 'USER', names)
  return (
    <span className="font-semibold" title={address}>
      {name}
    </span>
  )
}

/** `owner/name` linking to a repository: from the user's own lists, else read by id. */
function RepositoryLink({
  id,
  repositories,
  names,
  children,
}: {
  id: string
  repositories: ReadonlyMap<string, Repository>
  names: Names
  children?: (href: string) => ReactNode
}) {
  const known = repositories.get(id)
  const api = useApiEndpoint()
  const read = useQuery({ ...repositoryByIdQuery(api, id), enabled: known === undefined })
  const repository = known ?? read.data
  const owner = useName(repository?.ownerAddress ?? '', repository?.ownerType ?? 'USER', names)
  if (!repository) return <span className="text-fg-muted">a repository</span>
  const href = paths.repository.href(owner, repository.name)
  return (
    <>
      {children?.(href)}
      <Link to={href} className="hover:underline">
        {owner}/{repository.name}
      </Link>
    </>
  )
}

function Sentence({
  item,
  repositories,
  names,
}: {
  item: ActivityItem
  repositories: ReadonlyMap<string, Repository>
  names: Names
}) {
  const actor = <Actor address={item.actor} names={names} />
  const place = { repositories, names }
  if (item.kind === 'repository-created')
    return (
      <>
        {actor} {verbs[item.kind]} <RepositoryLink id={item.repositoryId} {...place} />
      </>
    )
  if (item.kind === 'repository-forked')
    return (
      <>
        {actor} forked{' '}
        {item.parentId !== null ? <RepositoryLink id={item.parentId} {...place} /> : 'a repository'}{' '}
        to <RepositoryLink id={item.repositoryId} {...place} />
      </>
    )
  return (
    <>
      {actor} {verbs[item.kind]}{' '}
      <RepositoryLink id={item.repositoryId} {...place}>
        {href => (
          <>
            <Link to={itemHref(item, href)} className="font-semibold text-accent hover:underline">
              {item.iid !== null ? `#${item.iid}` : ''}
              {item.iid !== null && item.title ? ' ' : ''}
              {item.title}
            </Link>{' '}
            in{' '}
          </>
        )}
      </RepositoryLink>
    </>
  )
}

/**
 * Recent activity of the user: on their repositories (and their DAOs'), and what they did
 * elsewhere; people named by username where they have one.
 */
export function ActivityFeed({
  items,
  repositories,
  names,
}: {
  items: readonly ActivityItem[]
  repositories: ReadonlyMap<string, Repository>
  /** Known names of addresses (the user, their DAOs); others are asked for. */
  names: Names
}) {
  if (items.length === 0) {
    return (
      <p className="text-fg-muted">
        No recent activity on your repositories among the latest {ACTIVITY_WINDOW} issues, pull
        requests, comments and releases on the network.
      </p>
    )
  }
  return (
    <ol aria-label="Recent activity" className="flex flex-col gap-3">
      {items.map(item => (
        <li key={item.key} className="flex flex-col gap-1 rounded-md border border-border p-3">
          <p className="text-sm break-words">
            <Sentence item={item} repositories={repositories} names={names} />
          </p>
          {item.excerpt && (
            <p className="border-l-2 border-border pl-2 text-sm break-words text-fg-muted">
              {item.excerpt}
            </p>
          )}
          <time dateTime={item.at.toISOString()} className="text-xs text-fg-muted">
            <TimeAgo date={item.at} />
          </time>
        </li>
      ))}
    </ol>
  )
}
