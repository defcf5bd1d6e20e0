import type { ExploreQuery } from '../model/search-index.ts'

/** Query keys of the explore feature. */
export const exploreKeys = {
  all: ['explore'] as const,
  search: (api: string, query: ExploreQuery, version: number) =>
    [...exploreKeys.all, api, 'search', query.tab, query.text, query.page, version] as const,
  exact: (api: string, text: string) => [...exploreKeys.all, api, 'exact', text] as const,
}
