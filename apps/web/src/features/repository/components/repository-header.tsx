import type { Repository } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { ownerNameQuery, repositoryByIdQuery } from '../api/repository.ts'

/** Owner / name, the fork parent, the description and the fork count. */
export function RepositoryHeader({
  owner,
  repository,
  actions,
}: {
  owner: string
  repository: Repository
  actions?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="min-w-0 flex-1">
        <h1 className="flex flex-wrap items-center gap-1 text-xl wrap-anywhere">
          <Link to={`/${encodeURIComponent(owner)}`} className="text-accent hover:underline">
            {owner}
          </Link>
          <span className="text-fg-muted">/</span>
          <Link
            to={paths.repository.href(owner, repository.name)}
            className="font-semibold hover:underline"
          >
            {repository.name}
          </Link>
        </h1>
        {repository.archived && (
          // The chain refuses every change to an archived repository but un-archiving it
          // (docs/protocol.md#archived-repositories): its pages offer none.
          <p className="mt-2 rounded-md border border-attention p-3 text-sm">
            This repository has been archived by the owner. It is now read-only.
          </p>
        )}
        {repository.parentId && <ForkParent parentId={repository.parentId} />}
        {repository.description && (
          <p className="mt-1 wrap-anywhere text-fg-muted" data-testid="repository-description">
            {repository.description}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        {actions}
        <span
          className="rounded-md border border-border px-3 py-1.5 text-sm"
          title="Forks of this repository"
        >
          Forks <strong>{repository.forkIds.length}</strong>
        </span>
      </div>
    </div>
  )
}

function ForkParent({ parentId }: { parentId: string }) {
  const api = useApiEndpoint()
  const parent = useQuery(repositoryByIdQuery(api, parentId))
  const ownerName = useQuery({
    ...ownerNameQuery(api, parent.data?.ownerAddress ?? '', parent.data?.ownerType ?? 'USER'),
    enabled: parent.data !== undefined,
  })
  if (!parent.data) return <p className="text-sm text-fg-muted">forked from …</p>
  const owner = ownerName.data ?? parent.data.ownerAddress
  return (
    <p className="text-sm text-fg-muted">
      forked from{' '}
      <Link
        className="text-accent hover:underline"
        to={paths.repository.href(owner, parent.data.name)}
      >
        {owner}/{parent.data.name}
      </Link>
    </p>
  )
}
