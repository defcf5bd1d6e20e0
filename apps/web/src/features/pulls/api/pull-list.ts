import { listPullRequests, type ListFilters } from '@gitopia-client/chain/gitopia'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { pullsKeys } from './keys.ts'
import type { RepositoryRef } from './repository-ref.ts'

export const PULLS_PAGE_SIZE = 25

export function pullListQuery(
  api: string,
  repository: RepositoryRef,
  filters: ListFilters,
  page: number,
  limit = PULLS_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: pullsKeys.list(api, repository.id, filters, page, limit),
    queryFn: ({ signal }) =>
      listPullRequests(api, repository.ownerAddress, repository.name, {
        signal,
        filters,
        page: { offset: (page - 1) * limit, limit, countTotal: true },
      }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
}
