import {
  getPullDiff,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { DIFF_PAGE, providerPagesQuery } from '@/features/repository/index.ts'
import { pullsKeys } from './keys.ts'

/** File diffs of a pull request, a few files per page, loaded as the reader scrolls. */
export function pullDiffQuery(session: StorageProviderSession, commits: PullCommits) {
  return providerPagesQuery(session, pullsKeys.diff(commits), DIFF_PAGE, (api, page, options) =>
    getPullDiff(api, { ...commits, page }, options),
  )
}

/** The loaded files of a pull request's diff and a `loadMore` for the virtualised view. */
export function usePullDiff(session: StorageProviderSession, commits: PullCommits) {
  const diff = useInfiniteQuery(pullDiffQuery(session, commits))
  const files = useMemo(() => diff.data?.pages.flatMap(page => page.items) ?? [], [diff.data])
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = diff
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return { diff, files, hasMore: hasNextPage, loadMore }
}
