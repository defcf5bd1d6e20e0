import {
  getCommit,
  getVerifiedContent,
  getDiff,
  getDiffStat,
  listCommits,
  resolveLfsFile,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { repositoryKeys } from './keys.ts'

/*
 * Content is addressed by commit sha, so it never changes: cached without a stale time. Reads go
 * through the provider session, which fails over when a provider stops answering or serves
 * content that does not hash to the commit's git ids (listings and files are verified).
 */

/** Entries per directory page; a big directory loads the pages that scroll into view. */
export const TREE_PAGE = 200

/**
 * Page `index` of a folder, by offset: random access, so a 10,000-entry folder can jump to its
 * end. The first page also asks for the total, which sizes the list.
 */
export function treePageQuery(
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
  index: number,
) {
  return queryOptions({
    queryKey: repositoryKeys.tree(repositoryId, commitSha, path, index),
    queryFn: async ({ signal }) => {
      const content = await session.read(
        (provider, options) =>
          getVerifiedContent(
            provider.apiUrl,
            {
              repositoryId,
              commitSha,
              path,
              includeLastCommit: true,
              page: { offset: index * TREE_PAGE, limit: TREE_PAGE, countTotal: index === 0 },
            },
            options,
          ),
        signal,
      )
      if (content.kind !== 'tree') throw new NotADirectoryError(path)
      return content
    },
    staleTime: Infinity,
  })
}

export class NotADirectoryError extends Error {
  override readonly name = 'NotADirectoryError'
  constructor(readonly path: string) {
    super(`${path} is a file`)
  }
}

/**
 * A file at a commit (bytes withheld over 1 MB unless `full`). A Git LFS pointer is replaced by
 * the object it names, fetched from the same provider and checked against the pointer's sha256.
 */
export function fileQuery(
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
  full = false,
) {
  return queryOptions({
    queryKey: repositoryKeys.file(repositoryId, commitSha, path, full),
    queryFn: ({ signal }) =>
      session.read(async (provider, options) => {
        const content = await getVerifiedContent(
          provider.apiUrl,
          { repositoryId, commitSha, path, includeLastCommit: true, full },
          options,
        )
        if (content.kind !== 'file') return null
        return resolveLfsFile(provider.apiUrl, repositoryId, content.file, full, options)
      }, signal),
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
    queryKey: repositoryKeys.commits(repositoryId, fromSha, path),
    queryFn: ({ pageParam, signal }) =>
      session.read(
        (provider, options) =>
          listCommits(
            provider.apiUrl,
            {
              repositoryId,
              fromSha,
              path,
              page: { key: pageParam || undefined, limit: COMMITS_PAGE },
            },
            options,
          ),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}

export function commitQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return queryOptions({
    queryKey: repositoryKeys.commit(repositoryId, sha),
    queryFn: ({ signal }) =>
      session.read(
        (provider, options) => getCommit(provider.apiUrl, { repositoryId, sha }, options),
        signal,
      ),
    staleTime: Infinity,
  })
}

export function diffStatQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return queryOptions({
    queryKey: repositoryKeys.diffStat(repositoryId, sha),
    queryFn: ({ signal }) =>
      session.read(
        (provider, options) =>
          getDiffStat(provider.apiUrl, { repositoryId, commitSha: sha }, options),
        signal,
      ),
    staleTime: Infinity,
  })
}

/** File diffs of a commit, a few files per page, loaded as the reader scrolls. */
export const DIFF_PAGE = 10

export function diffQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return infiniteQueryOptions({
    queryKey: repositoryKeys.diff(repositoryId, sha),
    queryFn: ({ pageParam, signal }) =>
      session.read(
        (provider, options) =>
          getDiff(
            provider.apiUrl,
            {
              repositoryId,
              commitSha: sha,
              page: { key: pageParam || undefined, limit: DIFF_PAGE },
            },
            options,
          ),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}
