import {
  listAllBranches,
  listAllComments,
  listAllIssues,
  listAllPullRequests,
  listAllReleases,
  readAllPages,
  readNewestSince,
  type Page,
  type PageRequest,
} from '@gitopia-client/chain/gitopia'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  trendingRepositories,
  windowStart,
  type ActivityEvent,
  type TrendingRepository,
} from '../model/trending.ts'
import { exploreKeys } from './keys.ts'
import { repositoryNames, type RepositoryName } from './repository-names.ts'

export interface TrendingItem extends TrendingRepository {
  readonly repository: RepositoryName
}

const PAGE_LIMIT = 100
/** At most this many of each kind in the window: the newest 1,000 issues, comments, … */
const MAX_PAGES = 10
const TRENDING_STALE_MS = 60_000

/** A list read newest first back to `since`, at most the newest 1,000 of its kind. */
const readSince = <T>(
  read: (page: PageRequest) => Promise<Page<T>>,
  timeOf: (item: T) => Date | null,
  since: number,
) =>
  readNewestSince(read, timeOf, since, { limit: PAGE_LIMIT, maxPages: MAX_PAGES }).then(
    result => result.items,
  )

/**
 * The repositories with the most activity over the last days (model/trending.ts): the newest
 * issues, pull requests, comments and releases read back to the window's start, and every
 * branch's last push.
 */
export function trendingQuery(queryClient: QueryClient, api: string, limit: number) {
  return queryOptions({
    queryKey: exploreKeys.trending(api, limit),
    queryFn: async ({ signal }): Promise<TrendingItem[]> => {
      const now = new Date()
      const since = windowStart(now).getTime()
      const created = (item: { createdAt: Date | null }) => item.createdAt
      const [issues, pulls, comments, releases, branches] = await Promise.all([
        readSince(page => listAllIssues(api, { signal, page }), created, since),
        readSince(page => listAllPullRequests(api, { signal, page }), created, since),
        readSince(page => listAllComments(api, { signal, page }), created, since),
        readSince(page => listAllReleases(api, { signal, page }), created, since),
        readAllPages(1000, page => listAllBranches(api, { signal, page })),
      ])
      const events = <T>(list: readonly T[], event: (item: T) => ActivityEvent | null) =>
        list.flatMap(item => event(item) ?? [])
      const ranked = trendingRepositories(
        {
          issues: events(issues, issue => ({
            repositoryId: issue.repositoryId,
            at: issue.createdAt,
          })),
          pullRequests: events(pulls, pull =>
            pull.base ? { repositoryId: pull.base.repositoryId, at: pull.createdAt } : null,
          ),
          // System comments repeat what other events count (opened, closed, merged).
          comments: events(comments, comment =>
            comment.system ? null : { repositoryId: comment.repositoryId, at: comment.createdAt },
          ),
          releases: events(releases, release =>
            release.draft ? null : { repositoryId: release.repositoryId, at: release.publishedAt },
          ),
          pushes: events(branches, branch => ({
            repositoryId: branch.repositoryId,
            at: branch.updatedAt,
          })),
        },
        now,
        limit,
      )
      const names = await repositoryNames(
        queryClient,
        api,
        ranked.map(item => item.repositoryId),
      )
      return ranked.flatMap(item => {
        const repository = names.get(item.repositoryId)
        return repository ? [{ ...item, repository }] : []
      })
    },
    staleTime: TRENDING_STALE_MS,
  })
}
