import { listAllBranches, readAllPages } from '@gitopia-client/chain/gitopia'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import {
  trendingRepositories,
  windowStart,
  type ActivityEvent,
  type TrendingRepository,
} from '../model/trending.ts'
import { exploreKeys } from './keys.ts'
import { newestComments, newestIssues, newestPullRequests, newestReleases } from './newest.ts'
import { repositoryNames, type RepositoryName } from './repository-names.ts'

export interface TrendingItem extends TrendingRepository {
  readonly repository: RepositoryName
}

const TRENDING_STALE_MS = 60_000

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
      const [issues, pulls, comments, releases, branches] = await Promise.all([
        newestIssues.since(queryClient, api, since, signal),
        newestPullRequests.since(queryClient, api, since, signal),
        newestComments.since(queryClient, api, since, signal),
        newestReleases.since(queryClient, api, since, signal),
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
