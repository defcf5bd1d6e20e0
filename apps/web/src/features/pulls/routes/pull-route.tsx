import { isNotFoundError, type PullRequest } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, NavLink, useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { commentsQuery } from '@/features/discussion/index.ts'
import { useViewerAccess } from '@/features/issues/index.ts'
import { iidOf } from '@/lib/iid.ts'
import { useLoaded } from '@/lib/lazy-routes.ts'
import { useSignalNotFound } from '@/features/not-found/index.ts'
import { ownerNameQuery, repositoryByIdQuery, useRepository } from '@/features/repository/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { pullQuery } from '../api/pull.ts'
import { usePullChangeKeys } from '../api/pull-changes.ts'
import { PullStateBadge } from '../components/pull-state.tsx'
import { PullTitle } from '../components/pull-title.tsx'
import { loadTab, pullTabOf } from '../components/tabs.ts'

export function PullRoute() {
  const { iid: iidParam, tab: tabParam } = useParams()
  const iid = iidOf(iidParam)
  const tab = pullTabOf(tabParam)
  const { owner, name, repository } = useRepository()
  const api = useApiEndpoint()
  const pull = useQuery({ ...pullQuery(api, repository, iid ?? 0), enabled: iid !== null })
  const target = { kind: 'pullrequest' as const, repositoryId: repository.id, iid: iid ?? 0 }
  // The thread needs only the repository id and the iid: read it alongside the pull request.
  useQuery({ ...commentsQuery(api, target), enabled: iid !== null })
  const signalNotFound = useSignalNotFound()
  const notFound = iid === null || tab === null || (pull.isError && isNotFoundError(pull.error))
  const { viewer } = useViewerAccess()
  // What a tx on this pull request changes: its parts send with these keys.
  const changed = usePullChangeKeys(repository.id, iid ?? 0)
  const showTab = useLoaded(loadTab[tab ?? 'conversation'])

  useEffect(() => {
    if (notFound) signalNotFound()
  }, [notFound, signalNotFound])

  if (notFound) return null
  if (pull.isError)
    return (
      <LoadError what="the pull request" error={pull.error} onRetry={() => void pull.refetch()} />
    )
  if (!pull.data)
    return <div aria-busy="true" className="h-48 animate-pulse rounded-md bg-canvas-subtle" />
  const data = pull.data
  const tabLink = (to: string, label: string, end = false) => (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `border-b-2 px-3 py-2 text-sm ${isActive ? 'border-accent font-semibold' : 'border-transparent text-fg-muted hover:text-fg'}`
      }
    >
      {label}
    </NavLink>
  )

  return (
    <article className="flex flex-col gap-4">
      <title>{`${data.title} · Pull request #${data.iid} · ${owner}/${repository.name}`}</title>
      <Link
        to={paths.repositoryPullList.href(owner, name)}
        className="text-sm text-fg-muted hover:text-accent"
      >
        ← All pull requests
      </Link>
      <header className="flex flex-col gap-2">
        <PullTitle pull={data} invalidate={changed} />
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <PullStateBadge state={data.state} />
          <BranchSummary pull={data} />
        </div>
      </header>
      <nav aria-label="Pull request" className="flex gap-1 border-b border-border">
        {tabLink(paths.repositoryPull.href(owner, name, data.iid), 'Conversation', true)}
        {tabLink(paths.repositoryPull.href(owner, name, data.iid, 'commits'), 'Commits')}
        {tabLink(paths.repositoryPull.href(owner, name, data.iid, 'files'), 'Files changed')}
      </nav>
      {showTab ? (
        showTab({ pull: data, viewer, invalidate: changed })
      ) : (
        <div aria-busy="true" className="h-48 animate-pulse rounded-md bg-canvas-subtle" />
      )}
    </article>
  )
}

/** "Wants to merge into master from bob/hello-world:feature": a fork head names its repository. */
function BranchSummary({ pull }: { pull: PullRequest }) {
  const api = useApiEndpoint()
  const { repository } = useRepository()
  const fork = pull.head && pull.head.repositoryId !== repository.id
  const head = useQuery({
    ...repositoryByIdQuery(api, pull.head?.repositoryId ?? ''),
    enabled: !!fork,
  })
  const headOwner = useQuery({
    ...ownerNameQuery(api, head.data?.ownerAddress ?? '', head.data?.ownerType ?? 'USER'),
    enabled: !!head.data,
  })
  const headName = fork
    ? `${headOwner.data ?? '…'}/${head.data?.name ?? '…'}:${pull.head?.branch ?? ''}`
    : (pull.head?.branch ?? '')
  return (
    <span>
      {pull.state === 'MERGED' ? 'Merged' : 'Wants to merge'} into{' '}
      <code className="rounded bg-canvas-subtle px-1">{pull.base?.branch}</code> from{' '}
      <code className="rounded bg-canvas-subtle px-1" data-testid="pull-head">
        {headName}
      </code>
    </span>
  )
}
