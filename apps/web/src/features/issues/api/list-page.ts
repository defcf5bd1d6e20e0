import type { ListArgs, ListFilters, Page } from '@gitopia-client/chain/gitopia'
import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'

/** Issues and pull requests are listed 25 to a page. */
export const LIST_PAGE_SIZE = 25

/**
 * One page of a repository's issues or pull requests with the chain's filters: offset paging with
 * a total, the previous page kept on screen while the next one loads. `listKey` is the owning
 * feature's key factory for the page, so its invalidations reach the list.
 */
export function listPageQuery<T>(
  listKey: (filters: ListFilters, page: number, limit: number) => QueryKey,
  read: (args: ListArgs) => Promise<Page<T>>,
  filters: ListFilters,
  page: number,
  limit = LIST_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: listKey(filters, page, limit),
    queryFn: ({ signal }) =>
      read({ signal, filters, page: { offset: (page - 1) * limit, limit, countTotal: true } }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
}
