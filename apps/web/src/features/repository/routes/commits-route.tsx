import type { Commit } from '@gitopia-client/chain/storage'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Button } from '@/ui/button.tsx'
import { commitQuery, commitsQuery } from '../api/content.ts'
import { useStorageSession } from '../api/storage-provider.ts'
import { BrowseRef } from '../components/code/browse-ref.tsx'
import { Breadcrumbs } from '../components/code/breadcrumbs.tsx'
import { ContentError } from '../components/content-error.tsx'
import { RefSwitcher } from '../components/refs/ref-switcher.tsx'
import { TimeAgo } from '../components/time-ago.tsx'
import { useBrowseTarget } from '../model/browse-context.ts'
import { useRepository } from '../model/repository-context.ts'
import { shortSha } from '../model/time.ts'

/** `/{owner}/{repo}/commits/{ref}/{path}`: history of a ref, or of a path at that ref. */
export function CommitsRoute() {
  const { owner, repository } = useRepository()
  return (
    <BrowseRef>
      {ref => (
        <>
          <title>{`Commits · ${ref.path ? `${ref.path} · ` : ''}${owner}/${repository.name}`}</title>
          <CommitHistory path={ref.path} />
        </>
      )}
    </BrowseRef>
  )
}

// Made on first use, as lib/relative-time.ts explains.
let dayFormat: Intl.DateTimeFormat | undefined

function CommitHistory({ path }: { path: string }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const session = useStorageSession()
  const queryClient = useQueryClient()
  const history = useInfiniteQuery(commitsQuery(session, repositoryId, ref.sha, path))
  const commits = history.data?.pages.flatMap(page => page.items) ?? []
  const days = groupByDay(commits)

  return (
    <section className="flex flex-col gap-4" aria-label="Commits">
      <div className="flex flex-wrap items-center gap-3">
        <RefSwitcher hrefFor={name => paths.repositoryCommits.href(owner, repo, name, path)} />
        {path && (
          <span className="flex items-center gap-2 text-sm">
            History for <Breadcrumbs path={path} />
          </span>
        )}
      </div>
      {history.isError ? (
        <ContentError error={history.error} retry={() => void history.refetch()} />
      ) : history.isPending ? (
        <div aria-busy="true" className="h-40 animate-pulse rounded-md bg-canvas-subtle" />
      ) : (
        days.map(([day, list]) => (
          <div key={day} className="flex flex-col gap-2">
            <h2 className="text-sm text-fg-muted">Commits on {day}</h2>
            <ol className="rounded-md border border-border">
              {list.map(commit => (
                <li
                  key={commit.sha}
                  className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0"
                  data-testid="commit-row"
                >
                  <div className="min-w-0 flex-1">
                    <Link
                      to={paths.repositoryCommit.href(owner, repo, commit.sha)}
                      onMouseEnter={() =>
                        void queryClient.prefetchQuery(
                          commitQuery(session, repositoryId, commit.sha),
                        )
                      }
                      className="font-semibold break-words hover:text-accent hover:underline"
                    >
                      {commit.title}
                    </Link>
                    <p className="text-sm text-fg-muted">
                      {commit.author.name} committed <TimeAgo date={commit.committedAt} />
                    </p>
                  </div>
                  <Link
                    to={paths.repositoryCommit.href(owner, repo, commit.sha)}
                    className="rounded-md border border-border px-2 py-1 font-mono text-xs hover:bg-canvas-subtle"
                    aria-label={`Commit ${shortSha(commit.sha)}`}
                  >
                    {shortSha(commit.sha)}
                  </Link>
                  <Link
                    to={paths.repositoryTree.href(owner, repo, commit.sha, path)}
                    className="text-sm text-accent hover:underline"
                    title="Browse the repository at this point in the history"
                  >
                    Browse
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
          {history.isFetchingNextPage ? 'Loading…' : 'Older commits'}
        </Button>
      )}
    </section>
  )
}

function groupByDay(commits: readonly Commit[]): [string, Commit[]][] {
  const groups = new Map<string, Commit[]>()
  for (const commit of commits) {
    const day = (dayFormat ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium' })).format(
      commit.committedAt,
    )
    const list = groups.get(day)
    if (list) list.push(commit)
    else groups.set(day, [commit])
  }
  return [...groups]
}
