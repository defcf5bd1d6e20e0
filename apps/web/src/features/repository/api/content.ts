import {
  getCommit,
  getContent,
  getVerifiedContent,
  getDiff,
  getDiffStat,
  listCommits,
  resolveLfsFile,
  type Commit,
  type ProviderReadOptions,
  type StorageProviderSession,
} from '@gitopia-client/chain/storage'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { repositoryKeys } from './keys.ts'
import { providerPagesQuery, providerQuery } from './storage-provider.ts'

/*
 * Content is addressed by commit sha, so it never changes: cached without a stale time. Reads go
 * through the provider session (storage-provider.ts), which fails over when a provider stops
 * answering or serves content that does not hash to the commit's git ids (listings and files are
 * verified).
 */

/** Entries per directory page; a big directory loads the pages that scroll into view. */
export const TREE_PAGE = 200

/** The offsets of page `index` of a folder. */
const treePage = (index: number) => ({ offset: index * TREE_PAGE, limit: TREE_PAGE })

/** Where a folder page's read looks, and which of its entries. */
interface FolderPageRequest {
  readonly repositoryId: string
  readonly commitSha: string
  readonly path: string
  readonly page: { readonly offset: number; readonly limit: number }
}

/**
 * The query of page `index` of a folder under `key`, read by `read`: the listing and its last
 * commits are paged alike, so the rows and their commits line up.
 */
function folderPageQuery<T>(
  key: (repositoryId: string, commitSha: string, path: string, index: number) => QueryKey,
  read: (api: string, request: FolderPageRequest, options: ProviderReadOptions) => Promise<T>,
) {
  return (
    session: StorageProviderSession,
    repositoryId: string,
    commitSha: string,
    path: string,
    index: number,
  ) =>
    providerQuery(session, key(repositoryId, commitSha, path, index), (api, options) =>
      read(api, { repositoryId, commitSha, path, page: treePage(index) }, options),
    )
}

/**
 * Page `index` of a folder, by offset: random access, so a 10,000-entry folder can jump to its
 * end. The first page also asks for the total, which sizes the list. Without the entries' last
 * commits: the provider finds those with a walk of the history, which takes it about a second
 * on the devnet, so they come in a read of their own (`treeLastCommitsQuery`).
 */
export const treePageQuery = folderPageQuery(repositoryKeys.tree, async (api, request, options) => {
  const content = await getVerifiedContent(
    api,
    {
      ...request,
      includeLastCommit: false,
      page: { ...request.page, countTotal: request.page.offset === 0 },
    },
    options,
  )
  if (content.kind !== 'tree') throw new NotADirectoryError(request.path)
  return content
})

/** The last commit of entries of a folder page, by name, with the entry id it was found for. */
export type LastCommits = ReadonlyMap<string, { readonly sha: string; readonly commit: Commit }>

/** The provider's walk for last commits may take longer than a listing (the session's limit). */
const LAST_COMMITS_TIMEOUT_MS = 20_000

/** Last commits are not what a provider is judged by: its listing's read fails over, this does not. */
class LastCommitsUnavailableError extends Error {
  override readonly name = 'LastCommitsUnavailableError'
}

/**
 * The last commit of each entry on page `index` of a folder (the provider's
 * `include_last_commit`), sent beside the listing and shown in its rows when it arrives. The
 * provider's word, not checked against git ids (nothing cheap could check it); it is shown only
 * beside an entry of the verified listing whose id it names.
 */
export const treeLastCommitsQuery = folderPageQuery(
  repositoryKeys.treeLastCommits,
  async (api, request, options): Promise<LastCommits> => {
    let content
    try {
      content = await getContent(
        api,
        { ...request, includeLastCommit: true },
        { ...options, timeoutMs: Math.max(options.timeoutMs, LAST_COMMITS_TIMEOUT_MS) },
      )
    } catch (error) {
      if (options.signal.aborted) throw error
      throw new LastCommitsUnavailableError('the provider did not give the last commits', {
        cause: error,
      })
    }
    const found = new Map<string, { sha: string; commit: Commit }>()
    if (content.kind !== 'tree') return found
    for (const entry of content.entries)
      if (entry.lastCommit)
        found.set(entry.name, { sha: entry.sha.toLowerCase(), commit: entry.lastCommit })
    return found
  },
)

/** Starts a folder's first page and, beside it, its rows' last commits (slower for the provider). */
export function prefetchFolder(
  queryClient: QueryClient,
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
) {
  void queryClient.prefetchQuery(treePageQuery(session, repositoryId, commitSha, path, 0))
  void queryClient.prefetchQuery(treeLastCommitsQuery(session, repositoryId, commitSha, path, 0))
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
 * Without the file's last commit, which no page shows and the provider would walk the history for.
 */
export function fileQuery(
  session: StorageProviderSession,
  repositoryId: string,
  commitSha: string,
  path: string,
  full = false,
) {
  return providerQuery(
    session,
    repositoryKeys.file(repositoryId, commitSha, path, full),
    async (api, options) => {
      const content = await getVerifiedContent(
        api,
        { repositoryId, commitSha, path, includeLastCommit: false, full },
        options,
      )
      if (content.kind !== 'file') return null
      return resolveLfsFile(api, repositoryId, content.file, full, options)
    },
  )
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
  return providerQuery(session, repositoryKeys.commit(repositoryId, sha), (api, options) =>
    getCommit(api, { repositoryId, sha }, options),
  )
}

export function diffStatQuery(session: StorageProviderSession, repositoryId: string, sha: string) {
  return providerQuery(session, repositoryKeys.diffStat(repositoryId, sha), (api, options) =>
    getDiffStat(api, { repositoryId, commitSha: sha }, options),
  )
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
