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

async function allProviders(api: string, signal?: AbortSignal): Promise<NetworkProvider[]> {
  const providers: NetworkProvider[] = []
  let key: string | undefined
  do {
    const page = await listNetworkProviders(api, 'all', {
      signal,
      page: key === undefined ? { limit: 100 } : { key, limit: 100 },
    })
    providers.push(...page.items)
    key = page.nextKey ?? undefined
  } while (key !== undefined)
  return providers
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

/** One page of challenges or violations, newest first; `key` is the page key ('' = first). */
export function useChallenges(key: string) {
  const api = useApiEndpoint()
  return useQuery({
    queryKey: storageNetworkKeys.challenges(api, key),
    queryFn: ({ signal }) =>
      listChallenges(api, {
        signal,
        page: key ? { key, limit: 20, reverse: true } : { limit: 20, reverse: true },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
}

export function useLivenessViolations(key: string) {
  const api = useApiEndpoint()
  return useQuery({
    queryKey: storageNetworkKeys.violations(api, key),
    queryFn: ({ signal }) =>
      listLivenessViolations(api, {
        signal,
        page: key ? { key, limit: 20, reverse: true } : { limit: 20, reverse: true },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  })
}
