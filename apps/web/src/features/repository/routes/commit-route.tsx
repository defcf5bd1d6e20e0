import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths.ts'
import { SegmentedChoice } from '@/ui/segmented-choice.tsx'
import { commitQuery, diffQuery, diffStatQuery } from '../api/content.ts'
import { useStorageSession } from '../api/storage-provider.ts'
import { ContentError } from '../components/content-error.tsx'
import type { DiffMode } from '../components/diff/diff-rows.ts'
import { DiffView } from '../components/diff/diff-view.tsx'
import { TimeAgo } from '../components/time-ago.tsx'
import { useRepository } from '../model/repository-context.ts'
import { shortSha } from '../model/time.ts'

/** `/{owner}/{repo}/commit/{sha}`: message, author, parents, stats and the diff. */
export function CommitRoute() {
  const { sha = '' } = useParams()
  const { owner, repository } = useRepository()
  const session = useStorageSession()
  const [search, setSearch] = useSearchParams()
  // The view choice lives in the URL, so a shared link shows the same view.
  const mode: DiffMode = search.get('diff') === 'split' ? 'split' : 'unified'
  const commit = useQuery(commitQuery(session, repository.id, sha))
  const stat = useQuery(diffStatQuery(session, repository.id, sha))
  const diff = useInfiniteQuery(diffQuery(session, repository.id, sha))

  if (commit.isError)
    return <ContentError error={commit.error} retry={() => void commit.refetch()} />
  const data = commit.data
  return (
    <article className="flex flex-col gap-4">
      <title>{`${data?.title ?? shortSha(sha)} · ${owner}/${repository.name}@${shortSha(sha)}`}</title>
      <header className="flex flex-col gap-2 rounded-md border border-border p-4">
        {data ? (
          <>
            <h2 className="text-lg font-semibold break-words">{data.title}</h2>
            {data.body && (
              <pre className="font-sans text-sm whitespace-pre-wrap text-fg-muted">{data.body}</pre>
            )}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
              <span>
                <strong className="text-fg">{data.author.name}</strong> committed{' '}
                <TimeAgo date={data.committedAt} />
              </span>
              <span>
                {data.parentShas.length === 0
                  ? 'no parents'
                  : `${data.parentShas.length === 1 ? 'parent' : 'parents'} `}
                {data.parentShas.map((parent, i) => (
                  <span key={parent}>
                    {i > 0 && ' + '}
                    <Link
                      className="font-mono text-accent hover:underline"
                      to={paths.repositoryCommit.href(owner, repository.name, parent)}
                    >
                      {shortSha(parent)}
                    </Link>
                  </span>
                ))}
              </span>
              <span>
                commit{' '}
                <code className="font-mono break-all text-fg" data-testid="commit-sha">
                  {data.sha}
                </code>
              </span>
              <Link
                className="text-accent hover:underline"
                to={paths.repositoryTree.href(owner, repository.name, data.sha)}
              >
                Browse files
              </Link>
            </div>
          </>
        ) : (
          <div aria-busy="true" className="h-16 animate-pulse rounded bg-canvas-subtle" />
        )}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm" data-testid="diff-stat">
          {stat.data ? (
            <>
              <strong>{stat.data.filesChanged}</strong>{' '}
              {stat.data.filesChanged === 1 ? 'file' : 'files'} changed,{' '}
              <span className="text-green-700 dark:text-green-400">
                {stat.data.additions} additions
              </span>
              ,{' '}
              <span className="text-red-700 dark:text-red-400">
                {stat.data.deletions} deletions
              </span>
            </>
          ) : stat.isError ? (
            'Stats could not be loaded.'
          ) : (
            'Loading stats…'
          )}
        </p>
        <SegmentedChoice
          label="Diff view"
          options={{ unified: 'Unified', split: 'Split' }}
          value={mode}
          onChange={option =>
            setSearch(
              previous => {
                const next = new URLSearchParams(previous)
                if (option === 'split') next.set('diff', 'split')
                else next.delete('diff')
                return next
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
      </div>
      {diff.isError ? (
        <ContentError error={diff.error} retry={() => void diff.refetch()} />
      ) : diff.isPending ? (
        <div aria-busy="true" className="h-60 animate-pulse rounded-md bg-canvas-subtle" />
      ) : (
        <DiffView pages={diff} mode={mode} owner={owner} repo={repository.name} commitSha={sha} />
      )}
    </article>
  )
}
