import { getIssue, listBounties, readAllPages, type Bounty } from '@gitopia-client/chain/gitopia'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { exploreKeys } from './keys.ts'
import { repositoryName, type RepositoryName } from './repository-names.ts'

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
      const repository = await repositoryName(queryClient, api, bounty.repositoryId)
      const issue = await getIssue(api, repository.owner, repository.name, bounty.parentIid, {
        signal,
      })
      return { repository, title: issue.title, state: issue.state }
    },
    staleTime: BOUNTIES_STALE_MS,
  })
}
