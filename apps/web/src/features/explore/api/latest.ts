import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'
import { newestIssues, newestPullRequests, newestReleases, newestRepositories } from './newest.ts'
import { repositoryNames, type RepositoryName } from './repository-names.ts'

export interface LatestItem {
  readonly key: string
  readonly title: string
  readonly repository: RepositoryName
  readonly at: Date | null
  /** Issue or pull request number. */
  readonly iid?: number
  readonly state?: 'OPEN' | 'CLOSED' | 'MERGED'
  /** Release tag. */
  readonly tag?: string
  readonly description?: string
}

export interface Latest {
  readonly repositories: readonly LatestItem[]
  readonly issues: readonly LatestItem[]
  readonly pulls: readonly LatestItem[]
  readonly releases: readonly LatestItem[]
}

const LATEST_STALE_MS = 30_000

/**
 * The newest repositories, issues, pull requests and published releases of the whole chain: each
 * list route read newest first (ids grow with time), `limit` of each (at most the newest pages'
 * sizes in `newest.ts`, which Trending reads as well).
 */
export function latestQuery(queryClient: QueryClient, api: string, limit: number) {
  return queryOptions({
    queryKey: exploreKeys.latest(api, limit),
    queryFn: async (): Promise<Latest> => {
      const [repositoryPage, issuePage, pullPage, releasePage] = await Promise.all([
        queryClient.fetchQuery(newestRepositories.first(api)),
        queryClient.fetchQuery(newestIssues.first(api)),
        queryClient.fetchQuery(newestPullRequests.first(api)),
        queryClient.fetchQuery(newestReleases.first(api)),
      ])
      const repositories = repositoryPage.items.slice(0, limit)
      const issues = issuePage.items.slice(0, limit)
      const pulls = pullPage.items.slice(0, limit)
      // Drafts are not shown to others.
      const published = releasePage.items.filter(release => !release.draft).slice(0, limit)
      const names = await repositoryNames(queryClient, api, [
        ...repositories.map(repository => repository.id),
        ...issues.map(issue => issue.repositoryId),
        ...pulls.flatMap(pull => (pull.base ? [pull.base.repositoryId] : [])),
        ...published.map(release => release.repositoryId),
      ])
      const items = <T>(list: readonly T[], item: (value: T) => LatestItem | null) =>
        list.flatMap(value => item(value) ?? [])
      return {
        repositories: items(repositories, repository => {
          const name = names.get(repository.id)
          return name
            ? {
                key: `repository:${repository.id}`,
                title: `${name.owner}/${name.name}`,
                repository: name,
                at: repository.createdAt,
                description: repository.description,
              }
            : null
        }),
        issues: items(issues, issue => {
          const name = names.get(issue.repositoryId)
          return name
            ? {
                key: `issue:${issue.id}`,
                title: issue.title,
                repository: name,
                at: issue.createdAt,
                iid: issue.iid,
                state: issue.state,
              }
            : null
        }),
        pulls: items(pulls, pull => {
          const name = pull.base ? names.get(pull.base.repositoryId) : undefined
          return name
            ? {
                key: `pull:${pull.id}`,
                title: pull.title,
                repository: name,
                at: pull.createdAt,
                iid: pull.iid,
                state: pull.state,
              }
            : null
        }),
        releases: items(published, release => {
          const name = names.get(release.repositoryId)
          return name
            ? {
                key: `release:${release.id}`,
                title: release.name || release.tagName,
                repository: name,
                at: release.publishedAt ?? release.createdAt,
                tag: release.tagName,
              }
            : null
        }),
      }
    },
    staleTime: LATEST_STALE_MS,
  })
}
