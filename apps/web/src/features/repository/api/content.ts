import {
  getCommit,
  getContent,
  getDiff,
  getDiffStat,
  listCommits,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { PROVIDER_TIMEOUT_MS } from './storage-provider.ts'

/*
 * Content is addressed by commit sha, so it never changes: cached without a stale time. Reads go
 * through the provider session, which fails over when a provider stops answering.
 */

const options = (signal: AbortSignal) => ({ signal, timeoutMs: PROVIDER_TIMEOUT_MS })

/** Entries per directory page; big directories load page by page as they scroll. */
export const TREE_PAGE = 200

export function treeQuery(
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
) {
  return infiniteQueryOptions({
    queryKey: ['tree', repositoryId, commitSha, path] as const,
    queryFn: async ({ pageParam, signal }) => {
      const content = await session.run(provider =>
        getContent(
          provider.apiUrl,
          {
            repositoryId,
            commitSha,
            path,
            includeLastCommit: true,
            page: { key: pageParam || undefined, limit: TREE_PAGE, countTotal: !pageParam },
          },
          options(signal),
        ),
      )
      if (content.kind !== 'tree') throw new NotADirectoryError(path)
      return content
    },
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}

export class NotADirectoryError extends Error {
  override readonly name = 'NotADirectoryError'
  constructor(readonly path: string) {
    super(`${path} is a file`)
  }
}

/** A file at a commit (bytes withheld over 1 MB unless `full`). */
export function fileQuery(
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
  full = false,
) {
  return queryOptions({
    queryKey: ['file', repositoryId, commitSha, path, full] as const,
    queryFn: async ({ signal }) => {
      const content = await session.run(provider =>
        getContent(
          provider.apiUrl,
          { repositoryId, commitSha, path, includeLastCommit: true, full },
          options(signal),
        ),
      )
      return content.kind === 'file' ? content.file : null
    },
    staleTime: Infinity,
  })
}

export const COMMITS_PAGE = 30

export function commitsQuery(
  session: StorageProviderSession,
  repositoryId: string,
  fromSha: string,
  path: string,
) {
  return infiniteQueryOptions({
    queryKey: ['commits', repositoryId, fromSha, path] as const,
    queryFn: ({ pageParam, signal }) =>
      session.run(provider =>
        listCommits(
          provider.apiUrl,
          {
            repositoryId,
            fromSha,
            path,
            page: { key: pageParam || undefined, limit: COMMITS_PAGE },
          },
          options(signal),
        ),
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}

export function commitQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return queryOptions({
    queryKey: ['commit', repositoryId, sha] as const,
    queryFn: ({ signal }) =>
      session.run(provider => getCommit(provider.apiUrl, { repositoryId, sha }, options(signal))),
    staleTime: Infinity,
  })
}

export function diffStatQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return queryOptions({
    queryKey: ['diff-stat', repositoryId, sha] as const,
    queryFn: ({ signal }) =>
      session.run(provider =>
        getDiffStat(provider.apiUrl, { repositoryId, commitSha: sha }, options(signal)),
      ),
    staleTime: Infinity,
  })
}

/** File diffs of a commit, a few files per page, loaded as the reader scrolls. */
export const DIFF_PAGE = 10

export function diffQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return infiniteQueryOptions({
    queryKey: ['diff', repositoryId, sha] as const,
    queryFn: ({ pageParam, signal }) =>
      session.run(provider =>
        getDiff(
          provider.apiUrl,
          {
            repositoryId,
            commitSha: sha,
            page: { key: pageParam || undefined, limit: DIFF_PAGE },
          },
          options(signal),
        ),
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}
