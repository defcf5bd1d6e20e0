import type { PullTabProps } from './tab-props.ts'
import type { PullRequest } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { shortSha, useRepository, useStorageSession } from '@/features/repository/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { pullCommitsQuery } from '../api/pull-commits.ts'
import { useEndRepository } from '../api/end-repository.ts'
import { usePullCommits } from '../api/pull-tips.ts'
import { pullBranches } from '../model/pull-branches.ts'

/** The pull request's own commits (in head, not in base), newest first. */
export function CommitsTab({ pull }: { pull: PullRequest }) {
  const { owner, name, repository } = useRepository()
  const session = useStorageSession()
  const branches = pullBranches(pull)
  const tips = usePullCommits(pull)
  const request = tips && branches ? { ...tips, ...branches } : null
  const commits = useQuery({ ...pullCommitsQuery(session, request), enabled: request !== null })
  // A fork's commits link to the fork, where they are.
  const fork = branches !== null && branches.headRepositoryId !== repository.id
  const forkRepository = useEndRepository(pull.head, fork)
  const head = fork ? forkRepository : { owner, name }
  if (commits.error)
    return (
      <LoadError what="the commits" error={commits.error} onRetry={() => void commits.refetch()} />
    )
  if (!commits.data)
    return <div aria-busy="true" className="h-32 animate-pulse rounded-md bg-canvas-subtle" />
  if (commits.data.length === 0) return <p className="text-fg-muted">No commits to merge.</p>
  return (
    <ol aria-label="Commits" className="divide-y divide-border rounded-md border border-border">
      {(commits.data ?? []).map(commit => (
        <li key={commit.sha} className="flex items-center gap-3 px-4 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate font-semibold">{commit.title}</span>
          <span className="text-fg-muted">
            {commit.author.name} · <TimeAgo date={commit.committedAt} />
          </span>
          {head ? (
            <Link
              to={paths.repositoryCommit.href(head.owner, head.name, commit.sha)}
              aria-label={`Commit ${shortSha(commit.sha)}`}
              className="font-mono text-accent hover:underline"
            >
              {shortSha(commit.sha)}
            </Link>
          ) : (
            <code title={commit.sha}>{shortSha(commit.sha)}</code>
          )}
        </li>
      ))}
    </ol>
  )
}

/** The tab as the pull request page shows it (tabs.ts). */
export const showCommitsTab = ({ pull }: PullTabProps) => <CommitsTab pull={pull} />
