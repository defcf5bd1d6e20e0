import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { latestCommitQuery, refCountQuery } from '../../api/home-facts.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { shortSha } from '../../model/time.ts'
import { TimeAgo } from '../time-ago.tsx'

/** `1 commit`, `12 branches`; nothing until the count is known (a provider may not count). */
const counted = (count: number | null | undefined, one: string, many = `${one}s`) =>
  typeof count === 'number' ? `${count.toLocaleString('en')} ${count === 1 ? one : many}` : null

/**
 * Above the home page's listing, as on GitHub: the head commit (author, message, short sha,
 * when) and how many commits, branches and tags the repository has.
 */
export function LatestCommit() {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const api = useApiEndpoint()
  const latest = useQuery(latestCommitQuery(useStorageSession(), repositoryId, ref.sha)).data
  const branches = useQuery(refCountQuery(api, owner, repo, 'branch')).data
  const tags = useQuery(refCountQuery(api, owner, repo, 'tag')).data
  const commitHref = paths.repositoryCommit.href(owner, repo, ref.sha)
  const commits = counted(latest?.total, 'commit')
  return (
    // On a narrow screen the counts take a second line: its height is kept from the start, so the
    // listing below does not move down when the head commit arrives.
    <div
      className="flex min-h-10 flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-canvas-subtle px-3 py-2 text-sm max-sm:min-h-[3.875rem]"
      data-testid="latest-commit"
    >
      {latest && (
        <>
          <strong className="break-all">{latest.commit.author.name}</strong>
          <Link
            to={commitHref}
            className="min-w-0 flex-1 truncate hover:text-accent hover:underline"
          >
            {latest.commit.title}
          </Link>
          <Link
            to={commitHref}
            aria-label={`Commit ${shortSha(ref.sha)}`}
            className="font-mono text-xs text-fg-muted hover:text-accent"
          >
            {shortSha(ref.sha)}
          </Link>
          <TimeAgo date={latest.commit.committedAt} />
        </>
      )}
      <span className="flex gap-3 text-fg-muted max-sm:basis-full sm:ml-auto">
        {commits && (
          <Link
            to={paths.repositoryCommits.href(owner, repo, ref.name)}
            className="hover:text-accent"
          >
            {commits}
          </Link>
        )}
        <span>{counted(branches, 'branch', 'branches')}</span>
        <span>{counted(tags, 'tag')}</span>
      </span>
    </div>
  )
}
