import { Fragment } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'

/** repo / folder / folder / file, each a link (the last one is the current page). */
export function Breadcrumbs({ path }: { path: string }) {
  const { owner, repo, ref } = useBrowseTarget()
  const parts = path.split('/').filter(Boolean)
  return (
    <nav
      aria-label="Breadcrumbs"
      className="flex min-w-0 flex-wrap items-center gap-1 font-mono text-sm wrap-anywhere"
    >
      <Link
        to={paths.repositoryTree.href(owner, repo, ref.name)}
        className="text-accent hover:underline"
      >
        {repo}
      </Link>
      {parts.map((part, i) => {
        const last = i === parts.length - 1
        const to = paths.repositoryTree.href(owner, repo, ref.name, parts.slice(0, i + 1).join('/'))
        return (
          <Fragment key={to}>
            <span className="text-fg-muted">/</span>
            {last ? (
              <span aria-current="page" className="font-semibold">
                {part}
              </span>
            ) : (
              <Link to={to} className="text-accent hover:underline">
                {part}
              </Link>
            )}
          </Fragment>
        )
      })}
    </nav>
  )
}
