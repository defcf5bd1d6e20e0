import {
  listAllComments,
  listAllIssues,
  listAllPullRequests,
  listAllReleases,
  listRepositories,
  readNewestSince,
  type Page,
  type PageRequest,
} from '@gitopia-client/chain/gitopia'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'

/** How many of each kind the first page of a whole-chain list holds, newest first. */
const NEWEST_PAGE_LIMIT = 100
/**
 * The most repositories a Latest list shows (the explore page's; the home's shows five); their
 * records also name them for the other sections.
 */
const NEWEST_REPOSITORIES = 20
const NEWEST_STALE_MS = 30_000
/** At most this many pages of each kind back in time: the newest 1,000 issues, comments, … */
const MAX_PAGES = 10

/**
 * A whole-chain list, newest first. Its first page is one query: Latest shows its first few and
 * Trending starts its count from it, so the signed-out home asks the chain for it once.
 */
function newestList<T extends { readonly createdAt: Date | null }>(
  list: string,
  read: (api: string, options: { signal: AbortSignal; page: PageRequest }) => Promise<Page<T>>,
  limit = NEWEST_PAGE_LIMIT,
) {
  const first = (api: string) =>
    queryOptions({
      queryKey: exploreKeys.newest(api, list),
      queryFn: ({ signal }) => read(api, { signal, page: { reverse: true, limit } }),
      staleTime: NEWEST_STALE_MS,
    })
  return {
    first,
    /** Everything created since `since` (and a few older), at most the newest 1,000. */
    since: (queryClient: QueryClient, api: string, since: number, signal: AbortSignal) =>
      readNewestSince(
        page =>
          page.key === undefined ? queryClient.fetchQuery(first(api)) : read(api, { signal, page }),
        item => item.createdAt,
        since,
        { limit, maxPages: MAX_PAGES },
      ).then(result => result.items),
  }
}

export const newestIssues = newestList('issue', listAllIssues)
export const newestPullRequests = newestList('pullRequest', listAllPullRequests)
export const newestReleases = newestList('release', listAllReleases)
export const newestComments = newestList('comment', listAllComments)
export const newestRepositories = newestList('repository', listRepositories, NEWEST_REPOSITORIES)
