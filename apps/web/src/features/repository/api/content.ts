import {
  getCommit,
  getVerifiedContent,
  getDiff,
  getDiffStat,
  listCommits,
  resolveLfsFile,
  type ProviderReadOptions,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query'
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
  return providerPagesQuery(
    session,
    repositoryKeys.commits(repositoryId, fromSha, path),
    COMMITS_PAGE,
    (api, page, options) => listCommits(api, { repositoryId, fromSha, path, page }, options),
  )
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
  return providerPagesQuery(
    session,
    repositoryKeys.diff(repositoryId, sha),
    DIFF_PAGE,
    (api, page, options) => getDiff(api, { repositoryId, commitSha: sha, page }, options),
  )
}

/** A provider's list of `limit` items a page, by its `nextKey`, loaded as the reader scrolls. */
function providerPagesQuery<Page extends { nextKey: string | null }, Key extends QueryKey>(
  session: StorageProviderSession,
  queryKey: Key,
  limit: number,
  read: (
    api: string,
    page: { key: string | undefined; limit: number },
    options: ProviderReadOptions,
  ) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      session.read(
        (provider, options) =>
          read(provider.apiUrl, { key: pageParam || undefined, limit }, options),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}
