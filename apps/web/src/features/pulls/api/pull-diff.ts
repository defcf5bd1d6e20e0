import {
  getPullDiff,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { pullsKeys } from './keys.ts'

const DIFF_PAGE = 10

/** File diffs of a pull request, a few files per page, loaded as the reader scrolls. */
export function pullDiffQuery(session: StorageProviderSession, commits: PullCommits) {
  return infiniteQueryOptions({
    queryKey: pullsKeys.diff(commits),
    queryFn: ({ pageParam, signal }) =>
      session.read(
        (provider, options) =>
          getPullDiff(
            provider.apiUrl,
            { ...commits, page: { key: pageParam || undefined, limit: DIFF_PAGE } },
            options,
          ),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
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
