import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo, type ReactNode } from 'react'
import { Link, Navigate } from 'react-router'
import { paths } from '@/config/paths.ts'
import { NotADirectoryError, treeQuery } from '../../api/content.ts'
import { useStorageSession } from '../../api/storage-provider.ts'
import { useBrowseTarget } from '../../model/browse-context.ts'
import { pickReadme } from '../../model/file-kind.ts'
import { ContentError } from '../content-error.tsx'
import { TreeList } from '../tree/tree-list.tsx'
import { Readme } from './readme.tsx'

/** A folder at the browsed ref: the listing, then its README. */
export function TreeView({ path, toolbar }: { path: string; toolbar: ReactNode }) {
  const { owner, repo, ref, repositoryId } = useBrowseTarget()
  const session = useStorageSession()
  const tree = useInfiniteQuery(treeQuery(session, repositoryId, ref.sha, path))
  const entries = useMemo(() => tree.data?.pages.flatMap(page => page.entries) ?? [], [tree.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = tree
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (tree.error instanceof NotADirectoryError) {
    return <Navigate replace to={paths.repositoryBlob.href(owner, repo, ref.name, path)} />
  }
  const readme = pickReadme(tree.data?.pages[0]?.entries ?? [])
  const parentPath =
    path === '' ? null : path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : ''
  const total = tree.data?.pages[0]?.total ?? null

  return (
    <div className="flex flex-col gap-4">
      {toolbar}
      <div className="flex items-center justify-between text-sm text-fg-muted">
        <span>
          {total !== null && `${total.toLocaleString('en')} ${total === 1 ? 'entry' : 'entries'}`}
        </span>
        <Link
          to={paths.repositoryCommits.href(owner, repo, ref.name, path)}
          className="hover:text-accent hover:underline"
        >
          History
        </Link>
      </div>
      {tree.isError ? (
        <ContentError error={tree.error} retry={() => void tree.refetch()} />
      ) : tree.isPending ? (
        <div
          aria-busy="true"
          className="h-40 animate-pulse rounded-md border border-border bg-canvas-subtle"
        />
      ) : (
        <TreeList
          entries={entries}
          parentPath={parentPath}
          hasMore={hasNextPage}
          loadMore={loadMore}
          total={total}
        />
      )}
      {readme && <Readme path={readme.path} name={readme.name} />}
    </div>
  )
}
