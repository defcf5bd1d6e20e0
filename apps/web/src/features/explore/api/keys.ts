import type { ExploreQuery } from '../model/search-index.ts'

/** Query keys of the explore feature. */
export const exploreKeys = {
  all: ['explore'] as const,
  search: (api: string, query: ExploreQuery, version: number) =>
    [...exploreKeys.all, api, 'search', query.tab, query.text, query.page, version] as const,
  exact: (api: string, text: string) => [...exploreKeys.all, api, 'exact', text] as const,
  latest: (api: string, limit: number) => [...exploreKeys.all, api, 'latest', limit] as const,
  trending: (api: string, limit: number) => [...exploreKeys.all, api, 'trending', limit] as const,
  bounties: (api: string) => [...exploreKeys.all, api, 'bounties'] as const,
  newest: (api: string, list: string) => [...exploreKeys.all, api, 'newest', list] as const,
  repository: (api: string, id: string) => [...exploreKeys.all, api, 'repository', id] as const,
  repositoryName: (api: string, id: string) =>
    [...exploreKeys.all, api, 'repository-name', id] as const,
  ownerName: (api: string, address: string) =>
    [...exploreKeys.all, api, 'owner-name', address] as const,
  bountyIssue: (api: string, repositoryId: string, iid: number) =>
    [...exploreKeys.all, api, 'bounty-issue', repositoryId, iid] as const,
}
