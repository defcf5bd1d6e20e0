import { getBounty, getIssue, listIssues, type ListFilters } from '@gitopia-client/chain/gitopia'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'

export const ISSUES_PAGE_SIZE = 25

/**
 * Query keys of the issues feature; every read of it hangs under `issues`. Other features
 * invalidate issue reads through these.
 */
export const issuesKeys = {
  /** The root of every issue query of a repository, for invalidation after a change. */
  repository: (api: string, repositoryId: string) => ['issues', api, repositoryId] as const,
  bounties: (api: string) => ['issues', 'bounty', api] as const,
  bounty: (api: string, id: string) => [...issuesKeys.bounties(api), id] as const,
}

/** One page of a repository's issues with the chain's filters; offset paging with a total. */
export function issueListQuery(
  api: string,
  repository: { id: string; ownerAddress: string; name: string },
  filters: ListFilters,
  page: number,
  limit = ISSUES_PAGE_SIZE,
) {
  return queryOptions({
    queryKey: [...issuesKeys.repository(api, repository.id), 'list', filters, page, limit] as const,
    queryFn: ({ signal }) =>
      listIssues(api, repository.ownerAddress, repository.name, {
        signal,
        filters,
        page: { offset: (page - 1) * limit, limit, countTotal: true },
      }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })
}

export function issueQuery(
  api: string,
  repository: { id: string; ownerAddress: string; name: string },
  iid: number,
) {
  return queryOptions({
    queryKey: [...issuesKeys.repository(api, repository.id), 'issue', iid] as const,
    queryFn: ({ signal }) =>
      getIssue(api, repository.ownerAddress, repository.name, iid, { signal }),
    staleTime: 15_000,
  })
}

export function bountyQuery(api: string, id: string) {
  return queryOptions({
    queryKey: issuesKeys.bounty(api, id),
    queryFn: ({ signal }) => getBounty(api, id, { signal }),
    staleTime: 15_000,
  })
}
