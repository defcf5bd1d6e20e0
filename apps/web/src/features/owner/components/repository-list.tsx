import type { Repository } from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { plural } from '@/lib/relative-time.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { Button } from '@/ui/button.tsx'
import { sortRepositories, type RepositoryOrder } from './sort-repositories.ts'

export interface RepositoryListProps {
  readonly repositories: readonly Repository[]
  /** The name to show and link with for an owner address (username or DAO name if known). */
  readonly ownerName: (address: string) => string
  /** Show `owner/name` rather than the bare name (lists that mix owners). */
  readonly showOwner?: boolean
  readonly pageSize?: number
  readonly label: string
  readonly emptyText: string
}

/** Repositories, sorted by last update or name, a page at a time. */
export function RepositoryList({
  repositories,
  ownerName,
  showOwner = false,
  pageSize = 20,
  label,
  emptyText,
}: RepositoryListProps) {
  const [order, setOrder] = useState<RepositoryOrder>('updated')
  const [page, setPage] = useState(0)
  if (repositories.length === 0) return <p className="text-fg-muted">{emptyText}</p>

  const sorted = sortRepositories(repositories, order)
  const pages = Math.ceil(sorted.length / pageSize)
  const current = Math.min(page, pages - 1)
  const shown = sorted.slice(current * pageSize, (current + 1) * pageSize)

  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 self-end text-sm">
        <span className="text-fg-muted">Sort</span>
        <select
          value={order}
          onChange={event => {
            setOrder(event.target.value as RepositoryOrder)
            setPage(0)
          }}
          className="rounded-md border border-border bg-canvas px-2 py-1"
        >
          <option value="updated">Last updated</option>
          <option value="name">Name</option>
        </select>
      </label>
      <ul aria-label={label} className="divide-y divide-border rounded-md border border-border">
        {shown.map(repository => (
          <RepositoryRow
            key={repository.id}
            repository={repository}
            owner={ownerName(repository.ownerAddress)}
            showOwner={showOwner}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={`${label} pages`} className="flex items-center justify-center gap-3">
          <Button disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm text-fg-muted">
            Page {current + 1} of {pages}
          </span>
          <Button disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  )
}

function RepositoryRow({
  repository,
  owner,
  showOwner,
}: {
  repository: Repository
  owner: string
  showOwner: boolean
}) {
  const updated = repository.updatedAt ?? repository.createdAt
  return (
    <li className="flex flex-col gap-1 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.repository.href(owner, repository.name)}
          className="font-semibold break-all text-accent hover:underline"
        >
          {showOwner ? `${owner}/${repository.name}` : repository.name}
        </Link>
        {repository.parentId !== null && <Badge>Fork</Badge>}
        {repository.archived && <Badge>Archived</Badge>}
      </div>
      {repository.description && (
        <p className="text-sm break-words text-fg-muted">{repository.description}</p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs whitespace-nowrap text-fg-muted">
        {repository.license && <span>{repository.license}</span>}
        <span>{plural(repository.issuesCount, 'issue')}</span>
        <span>{plural(repository.pullsCount, 'pull request')}</span>
        {updated && (
          <span>
            Updated <TimeAgo date={updated} />
          </span>
        )}
      </p>
    </li>
  )
}

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full border border-border px-2 text-xs text-fg-muted">{children}</span>
  )
}
