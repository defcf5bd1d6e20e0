import {
  canMergePullRequest,
  getPullRequest,
  getTask,
  listPullRequests,
  type ListFilters,
  type PullRequest,
} from '@gitopia-client/chain/gitopia'
import {
  checkPullMergeable,
  getCommit,
  getPackfileUpdateProposal,
  getPullDiff,
  getPullDiffStat,
  listCommits,
  listPullCommitShas,
  type PullBranches,
  type PullCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
} from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'

export const PULLS_PAGE_SIZE = 25
const PROVIDER_TIMEOUT_MS = 8_000
const providerOptions = (signal: AbortSignal) => ({ signal, timeoutMs: PROVIDER_TIMEOUT_MS })

interface RepositoryKey {
  readonly id: string
  readonly ownerAddress: string
  readonly name: string
}

/** The root of every pull request query of a repository, for invalidation after a change. */
export const pullsKey = (api: string, repositoryId: string) => ['pulls', api, repositoryId] as const

export function pullListQuery(
  api: string,
  repository: RepositoryKey,
  filters: ListFilters,
  page: number,
  limit = PULLS_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: [...pullsKey(api, repository.id), 'list', filters, page, limit] as const,
    queryFn: ({ signal }) =>
      listPullRequests(api, repository.ownerAddress, repository.name, {
        signal,
        filters,
        page: { offset: (page - 1) * limit, limit, countTotal: true },
      }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
}

export function pullQuery(api: string, repository: RepositoryKey, iid: number) {
  return queryOptions({
    queryKey: [...pullsKey(api, repository.id), 'pull', iid] as const,
    queryFn: ({ signal }) =>
      getPullRequest(api, repository.ownerAddress, repository.name, iid, { signal }),
    staleTime: 15_000,
  })
}

/** The chain's merge permission for `user` (it only asks for WRITE; the merge needs ADMIN). */
export function mergePermissionQuery(api: string, repositoryId: string, iid: number, user: string) {
  return queryOptions({
    queryKey: ['pull-merge-permission', api, repositoryId, iid, user] as const,
    queryFn: ({ signal }) => canMergePullRequest(api, user, repositoryId, iid, { signal }),
    staleTime: 30_000,
  })
}

/** The provider's dry-run merge of the two branches. */
export function mergeCheckQuery(
  session: StorageProviderSession,
  branches: PullBranches,
  sender: string,
  iid: number,
) {
  return queryOptions({
    queryKey: ['pull-merge-check', branches, iid] as const,
    queryFn: ({ signal }) =>
      session.run(provider =>
        checkPullMergeable(provider.apiUrl, { ...branches, sender, iid }, providerOptions(signal)),
      ),
    staleTime: 10_000,
  })
}

/** The shas of a pull request's commits (head only), newest first. */
export function pullCommitShasQuery(session: StorageProviderSession, branches: PullBranches) {
  return queryOptions({
    queryKey: ['pull-commit-shas', branches] as const,
    queryFn: ({ signal }) =>
      session.run(provider =>
        listPullCommitShas(provider.apiUrl, branches, providerOptions(signal)),
      ),
    staleTime: 10_000,
  })
}

/**
 * The commits themselves: the head's history, as many as the pull request has (one request, not
 * one per commit; it assumes the head's own commits come first, as in a linear branch).
 */
export function pullCommitsQuery(
  session: StorageProviderSession,
  headRepositoryId: string,
  headSha: string,
  count: number,
) {
  return queryOptions({
    queryKey: ['pull-commits', headRepositoryId, headSha, count] as const,
    queryFn: async ({ signal }) => {
      if (count === 0) return []
      const page = await session.run(provider =>
        listCommits(
          provider.apiUrl,
          { repositoryId: headRepositoryId, fromSha: headSha, path: '', page: { limit: count } },
          providerOptions(signal),
        ),
      )
      return page.items
    },
    staleTime: Infinity,
  })
}

export function pullDiffStatQuery(session: StorageProviderSession, commits: PullCommits) {
  return queryOptions({
    queryKey: ['pull-diff-stat', commits] as const,
    queryFn: ({ signal }) =>
      session.run(provider => getPullDiffStat(provider.apiUrl, commits, providerOptions(signal))),
    staleTime: Infinity,
  })
}

const DIFF_PAGE = 10

/** File diffs of a pull request, a few files per page, loaded as the reader scrolls. */
export function pullDiffQuery(session: StorageProviderSession, commits: PullCommits) {
  return infiniteQueryOptions({
    queryKey: ['pull-diff', commits] as const,
    queryFn: ({ pageParam, signal }) =>
      session.run(provider =>
        getPullDiff(
          provider.apiUrl,
          { ...commits, page: { key: pageParam || undefined, limit: DIFF_PAGE } },
          providerOptions(signal),
        ),
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}

/**
 * A merge of THIS pull request that the provider prepared and the viewer has not approved yet
 * (after a reload, say). The viewer's packfile proposal may belong to another pull request of the
 * repository: it counts only when its merge commit has this head as a parent.
 */
export function pendingMergeQuery(
  api: string,
  session: StorageProviderSession,
  repositoryId: string,
  user: string,
  headSha: string,
) {
  return queryOptions({
    queryKey: ['pending-merge', api, repositoryId, user, headSha] as const,
    queryFn: async ({ signal }) => {
      const proposal = await getPackfileUpdateProposal(api, repositoryId, user, { signal })
      if (!proposal || proposal.mergeCommitSha === '' || headSha === '') return null
      const commit = await session.run(provider =>
        getCommit(
          provider.apiUrl,
          { repositoryId, sha: proposal.mergeCommitSha },
          providerOptions(signal),
        ),
      )
      return commit.parentShas.includes(headSha) ? proposal : null
    },
    staleTime: 0,
  })
}

export function taskQuery(api: string, id: string) {
  return queryOptions({
    queryKey: ['task', api, id] as const,
    queryFn: ({ signal }) => getTask(api, id, { signal }),
  })
}

/** The two branch ends of a pull request as the provider wants them. */
export function pullBranches(pull: PullRequest): PullBranches | null {
  if (!pull.head || !pull.base) return null
  return {
    baseRepositoryId: pull.base.repositoryId,
    headRepositoryId: pull.head.repositoryId,
    baseBranch: pull.base.branch,
    headBranch: pull.head.branch,
  }
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
