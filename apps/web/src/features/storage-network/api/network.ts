import { readAllPages } from '@gitopia-client/chain/gitopia'
import {
  getStorageParams,
  getStorageStats,
  listChallenges,
  listLivenessViolations,
  listNetworkProviders,
  listProviderRewards,
  listProviderStakes,
  listProvidersLiveness,
  type NetworkProvider,
} from '@gitopia-client/chain/storage'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { storageNetworkKeys } from './keys.ts'

function allProviders(api: string, signal?: AbortSignal): Promise<NetworkProvider[]> {
  return readAllPages(100, page => listNetworkProviders(api, 'all', { signal, page }))
}

/** Providers with stake, liveness and rewards, plus stats and params: one parallel step. */
export async function fetchNetworkOverview(api: string, signal?: AbortSignal) {
  const [providers, stakes, liveness, rewards, stats, params] = await Promise.all([
    allProviders(api, signal),
    listProviderStakes(api, { signal }),
    listProvidersLiveness(api, { signal }),
    listProviderRewards(api, { signal }),
    getStorageStats(api, { signal }),
    getStorageParams(api, { signal }),
  ])
  return {
    providers: providers.map(provider => ({
      provider,
      stake: stakes.get(provider.address) ?? [],
      liveness: liveness.get(provider.address) ?? null,
      rewards: rewards.get(provider.address) ?? [],
    })),
    stats,
    params,
  }
}

export type NetworkOverview = Awaited<ReturnType<typeof fetchNetworkOverview>>
export type ProviderRow = NetworkOverview['providers'][number]

export function networkOverviewQuery(api: string) {
  return queryOptions({
    queryKey: storageNetworkKeys.overview(api),
    queryFn: ({ signal }) => fetchNetworkOverview(api, signal),
    refetchInterval: 15_000,
  })
}

export function useNetworkOverview() {
  return useQuery(networkOverviewQuery(useApiEndpoint()))
}

/** A list the storage module keeps by id, one page at a time: 20 newest first, kept fresh. */
function useNewestPage<T>(
  queryKey: readonly unknown[],
  key: string,
  list: (options: {
    signal: AbortSignal
    page: { key?: string; limit: number; reverse: boolean }
  }) => Promise<T>,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      list({
        signal,
        page: key ? { key, limit: 20, reverse: true } : { limit: 20, reverse: true },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
}

/** One page of challenges or violations, newest first; `key` is the page key ('' = first). */
export function useChallenges(key: string) {
  const api = useApiEndpoint()
  return useNewestPage(storageNetworkKeys.challenges(api, key), key, options =>
    listChallenges(api, options),
  )
}

export function useLivenessViolations(key: string) {
  const api = useApiEndpoint()
  return useNewestPage(storageNetworkKeys.violations(api, key), key, options =>
    listLivenessViolations(api, options),
  )
}
