import { getBounty, getIssue, type ListFilters } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'

/**
 * Query keys of the issues feature; every read of it hangs under `issues`. Other features
 * invalidate issue reads through these.
 */
export const issuesKeys = {
  /** The root of every issue query of a repository, for invalidation after a change. */
  repository: (api: string, repositoryId: string) => ['issues', api, repositoryId] as const,
  /** One page of the list with the chain's filters. */
  list: (api: string, repositoryId: string, filters: ListFilters, page: number, limit: number) =>
    [...issuesKeys.repository(api, repositoryId), 'list', filters, page, limit] as const,
  bounties: (api: string) => ['issues', 'bounty', api] as const,
  bounty: (api: string, id: string) => [...issuesKeys.bounties(api), id] as const,
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
