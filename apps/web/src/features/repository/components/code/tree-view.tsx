import type { Commit, TreeEntry } from '@gitopia-client/chain/storage'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import {
  NotADirectoryError,
  TREE_PAGE,
  treeLastCommitsQuery,
  treePageQuery,
  type LastCommits,
} from '../../api/content.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { groupDigits, pickReadme } from '../../model/file-kind.ts'
import { ContentError } from '../content-error.tsx'
import { TreeList } from '../tree/tree-list.tsx'
import { Readme } from './readme.tsx'

/** A folder at the browsed ref: the listing, then its README. */
export function TreeView({ path, toolbar }: { path: string; toolbar: ReactNode }) {
  const { ref } = useBrowseTarget()
  // A new folder or ref starts with a fresh set of loaded pages.
  return <Folder key={`${ref.sha}:${path}`} path={path} toolbar={toolbar} />
}

type TreePage = { readonly entries: readonly TreeEntry[]; readonly nextKey: string | null }

function Folder({ path, toolbar }: { path: string; toolbar: ReactNode }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const session = useStorageSession()
  // The listing shows as soon as it is checked; each page's last commits, a slower read sent
  // beside it, fill in its rows when they come.
  const first = useQuery(treePageQuery(session, repositoryId, ref.sha, path, 0))
  const firstCommits = useQuery(treeLastCommitsQuery(session, repositoryId, ref.sha, path, 0))
  // Later pages are fetched as the list scrolls to them (a page once; a failed one is asked for
  // again when it is next in view). Not useQueries: its observer would add ~1.4 kB (gzip) to the
  // repository page's first load for folders longer than one page.
  const queryClient = useQueryClient()
  const [more, setMore] = useState<ReadonlyMap<number, TreePage>>(new Map())
  // A page's last commits, or null when the provider did not give them.
  const [moreCommits, setMoreCommits] = useState<ReadonlyMap<number, LastCommits | null>>(new Map())
  const asked = useRef(new Set<number>())
  const pages = new Map(more)
  if (first.data) pages.set(0, first.data)
  const commitPages = new Map(moreCommits)
  if (firstCommits.data || firstCommits.isError)
    commitPages.set(0, firstCommits.isError ? null : firstCommits.data)

  const total = first.data?.total ?? null
  let count = total ?? 0
  if (total === null) {
    // The provider did not count: show what is loaded, plus one row that asks for more.
    for (let index = 0; pages.has(index); index++) {
      const page = pages.get(index)
      count += page?.entries.length ?? 0
      if (page?.nextKey && !pages.has(index + 1)) count += 1
    }
  }
  const entryAt = (index: number) =>
    pages.get(Math.floor(index / TREE_PAGE))?.entries[index % TREE_PAGE]
  /** undefined while the page's last commits are on their way; null for none. */
  const lastCommitAt = (index: number, entry: TreeEntry): Commit | null | undefined => {
    const commits = commitPages.get(Math.floor(index / TREE_PAGE))
    if (commits === undefined) return undefined
    const found = commits?.get(entry.name)
    return found && found.sha === entry.sha.toLowerCase() ? found.commit : null
  }
  const onRange = useCallback(
    (start: number, end: number) => {
      for (let page = Math.floor(start / TREE_PAGE); page <= Math.floor(end / TREE_PAGE); page++) {
        if (page === 0 || asked.current.has(page)) continue
        asked.current.add(page)
        queryClient.fetchQuery(treePageQuery(session, repositoryId, ref.sha, path, page)).then(
          data => setMore(current => new Map(current).set(page, data)),
          () => asked.current.delete(page),
        )
        queryClient
          .fetchQuery(treeLastCommitsQuery(session, repositoryId, ref.sha, path, page))
          .then(
            data => setMoreCommits(current => new Map(current).set(page, data)),
            () => setMoreCommits(current => new Map(current).set(page, null)),
          )
      }
    },
    [queryClient, session, repositoryId, ref.sha, path],
  )

  if (first.error instanceof NotADirectoryError) {
    return <Navigate replace to={paths.repositoryBlob.href(owner, repo, ref.name, path)} />
  }
  const readme = pickReadme(first.data?.entries ?? [])
  const parentPath =
    path === '' ? null : path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''

  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      <div className="flex items-center justify-between text-sm text-fg-muted">
        <span data-testid="entry-count">
          {total !== null && `${groupDigits(total)} ${total === 1 ? 'entry' : 'entries'}`}
        </span>
        <Link
          to={paths.repositoryCommits.href(owner, repo, ref.name, path)}
          className="hover:text-accent hover:underline"
        >
          History
        </Link>
      </div>
      {first.isError ? (
        <ContentError error={first.error} retry={() => void first.refetch()} />
      ) : first.isPending ? (
        <div
          aria-busy="true"
          className="h-40 animate-pulse rounded-md border border-border bg-canvas-subtle"
        />
      ) : (
        <TreeList
          count={count}
          entryAt={entryAt}
          lastCommitAt={lastCommitAt}
          onRange={onRange}
          parentPath={parentPath}
        />
      )}
      {readme && <Readme path={readme.path} name={readme.name} />}
    </div>
  )
}
