import { getTeamVesting } from '@gitopia-client/chain/gitopia'
import { queryOptions } from '@tanstack/react-query'

/** Query keys of team vesting; every read of this feature hangs under `vesting`. */
export const vestingKeys = {
  all: ['vesting'] as const,
  account: (api: string, address: string) => [...vestingKeys.all, api, address] as const,
}

/** An account's team vesting; null for the many accounts that have none. */
export const teamVestingQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: vestingKeys.account(api, address),
    queryFn: ({ signal }) => getTeamVesting(api, address, { signal }),
    staleTime: 30_000,
  })
