import { getDelegatorRewards } from '@gitopia-client/chain/distribution'
import {
  getStakingParams,
  listDelegations,
  listUnbondings,
  listValidators,
} from '@gitopia-client/chain/staking'
import { queryOptions } from '@tanstack/react-query'

/** Query keys of staking; every read of this feature hangs under `staking`. */
export const stakingKeys = {
  all: ['staking'] as const,
  validators: (api: string) => [...stakingKeys.all, api, 'validators'] as const,
  params: (api: string) => [...stakingKeys.all, api, 'params'] as const,
  mine: (api: string, address: string) => [...stakingKeys.all, api, 'account', address] as const,
}

export const validatorsQuery = (api: string) =>
  queryOptions({
    queryKey: stakingKeys.validators(api),
    queryFn: ({ signal }) => listValidators(api, { signal }),
    staleTime: 10_000,
  })

export const stakingParamsQuery = (api: string) =>
  queryOptions({
    queryKey: stakingKeys.params(api),
    queryFn: ({ signal }) => getStakingParams(api, { signal }),
    staleTime: 60_000,
  })

export const delegationsQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: [...stakingKeys.mine(api, address), 'delegations'],
    queryFn: ({ signal }) => listDelegations(api, address, { signal }),
    staleTime: 5_000,
  })

/** Entries mature on the chain's clock: read again while the page shows them. */
export const unbondingsQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: [...stakingKeys.mine(api, address), 'unbondings'],
    queryFn: ({ signal }) => listUnbondings(api, address, { signal }),
    refetchInterval: query => ((query.state.data?.length ?? 0) > 0 ? 3_000 : false),
  })

/** Rewards grow every block: read again every few seconds while the page is open. */
export const rewardsQuery = (api: string, address: string) =>
  queryOptions({
    queryKey: [...stakingKeys.mine(api, address), 'rewards'],
    queryFn: ({ signal }) => getDelegatorRewards(api, address, { signal }),
    refetchInterval: 3_000,
  })
