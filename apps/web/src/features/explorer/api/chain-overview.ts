import {
  getBankParams,
  getDenomsMetadata,
  getGovParams,
  getLatestBlock,
  getNodeInfo,
  getSupplyOf,
  NATIVE_TOKEN,
} from '@gitopia-client/chain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { explorerKeys } from './keys.ts'

/** Everything the chain page shows, read in one parallel step. */
export async function fetchChainOverview(api: string, signal?: AbortSignal) {
  const [block, node, supply, metadata, bank] = await Promise.all([
    getLatestBlock(api, { signal }),
    getNodeInfo(api, { signal }),
    getSupplyOf(api, NATIVE_TOKEN.denom, { signal }),
    getDenomsMetadata(api, { signal }),
    getBankParams(api, { signal }),
  ])
  return { block, node, supply, metadata, bank }
}

export function chainOverviewQuery(api: string) {
  return queryOptions({
    queryKey: explorerKeys.chain(api),
    queryFn: ({ signal }) => fetchChainOverview(api, signal),
    refetchInterval: 10_000,
  })
}

export function useChainOverview() {
  return useQuery(chainOverviewQuery(useApiEndpoint()))
}

/** Governance parameters; a node without the gov routes answers with an error, shown as such. */
export function useGovParams() {
  const api = useApiEndpoint()
  return useQuery({
    queryKey: explorerKeys.govParams(api),
    queryFn: ({ signal }) => getGovParams(api, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })
}
