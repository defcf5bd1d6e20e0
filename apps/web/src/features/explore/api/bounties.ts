import { getIssue, listBounties, readAllPages, type Bounty } from '@gitopia-client/chain/gitopia'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'
import { repositoryName, repositoryRecord, type RepositoryName } from './repository-names.ts'

const BOUNTIES_STALE_MS = 30_000

/** Every bounty on the chain (the list route has no filters; there are few). */
export function bountiesQuery(api: string) {
  return queryOptions({
    queryKey: exploreKeys.bounties(api),
    queryFn: ({ signal }): Promise<Bounty[]> =>
      readAllPages(1000, page => listBounties(api, { signal, page })),
    staleTime: BOUNTIES_STALE_MS,
  })
}

export interface BountyIssue {
  readonly repository: RepositoryName
  readonly title: string
  readonly state: 'OPEN' | 'CLOSED'
}

/** The issue a bounty is for: its repository's name (for the link), title and state. */
export function bountyIssueQuery(
  queryClient: QueryClient,
  api: string,
  bounty: Pick<Bounty, 'repositoryId' | 'parentIid'>,
) {
  return queryOptions({
    queryKey: exploreKeys.bountyIssue(api, bounty.repositoryId, bounty.parentIid),
    queryFn: async ({ signal }): Promise<BountyIssue> => {
      // The chain reads an issue by its owner's address as well as by name: the issue and the
      // owner's name are read at once, not one after the other.
      const record = await repositoryRecord(queryClient, api, bounty.repositoryId)
      const [repository, issue] = await Promise.all([
        repositoryName(queryClient, api, bounty.repositoryId),
        getIssue(api, record.ownerAddress, record.name, bounty.parentIid, { signal }),
      ])
      return { repository, title: issue.title, state: issue.state }
    },
    staleTime: BOUNTIES_STALE_MS,
  })
}
