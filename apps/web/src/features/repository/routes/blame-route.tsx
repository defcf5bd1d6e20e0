import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useBlame } from '../api/blame.ts'
import { BlameView } from '../components/blame/blame-view.tsx'
import { BrowseRef } from '../components/code/browse-ref.tsx'
import { Breadcrumbs } from '../components/code/breadcrumbs.tsx'
import { ContentError } from '../components/content-error.tsx'
import { RefSwitcher } from '../components/refs/ref-switcher.tsx'
import { useBrowseTarget } from '../model/browse-context.ts'
import { BLAME_LIMITS } from '../model/blame-result.ts'
import { useRepository } from '../model/repository-context.ts'

/** `/{owner}/{repo}/blame/{ref}/{path}`: the commit that last changed each line of a file. */
export function BlameRoute() {
  const { owner, repository } = useRepository()
  return (
    <BrowseRef>
      {ref => (
        <>
          <title>{`Blame · ${ref.path} at ${ref.name} · ${owner}/${repository.name}`}</title>
          <Blame path={ref.path} />
        </>
      )}
    </BrowseRef>
  )
}

function Blame({ path }: { path: string }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const { blame, progress } = useBlame(repositoryId, ref.sha, path)
  const fileHref = paths.repositoryBlob.href(owner, repo, ref.name, path)
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-label="Blame">
      <div className="flex flex-wrap items-center gap-3">
        <RefSwitcher hrefFor={name => paths.repositoryBlame.href(owner, repo, name, path)} />
        <span className="flex min-w-0 items-center gap-2 text-sm">
          Blame for <Breadcrumbs path={path} />
        </span>
        <div className="ml-auto flex gap-2">
          <Link
            to={fileHref}
            className="rounded-md border border-border px-3 py-1 text-sm hover:bg-canvas-subtle"
          >
            View file
          </Link>
          <Link
            to={paths.repositoryCommits.href(owner, repo, ref.name, path)}
            className="rounded-md border border-border px-3 py-1 text-sm hover:bg-canvas-subtle"
          >
            History
          </Link>
        </div>
      </div>
      {blame.isError ? (
        <ContentError error={blame.error} retry={() => void blame.refetch()} />
      ) : !blame.data ? (
        <p aria-busy="true" role="status" className="text-sm text-fg-muted">
          {`Reading the history from checked commits${progress ? `: ${progress.commits} so far` : ''}…`}
        </p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            {`Computed from ${blame.data.commitsRead} checked commit${blame.data.commitsRead === 1 ? '' : 's'} along first parents`}
            {blame.data.commits.some(commit => commit.orEarlier)
              ? `; the walk stops after ${BLAME_LIMITS.commits} commits, so the oldest lines may be older than shown.`
              : '.'}
          </p>
          {blame.data.lines.length === 0 ? (
            <p>This file is empty.</p>
          ) : (
            <BlameView result={blame.data} owner={owner} repo={repo} />
          )}
        </>
      )}
    </section>
  )
}
