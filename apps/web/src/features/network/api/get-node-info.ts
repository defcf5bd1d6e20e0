import { DEFAULT_NETWORK_NAME, getNodeInfo } from '@gitopia-client/chain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { networkKeys } from './keys.ts'

export interface NetworkName {
  readonly name: string
  /** True when the node could not be asked and the default name is shown. */
  readonly isFallback: boolean
}

/** Reads the network name from node_info; on failure logs the error and yields the default. */
export async function fetchNetworkName(
  apiEndpoint: string,
  signal?: AbortSignal,
): Promise<NetworkName> {
  try {
    const info = await getNodeInfo(apiEndpoint, { signal })
    return { name: info.network, isFallback: false }
  } catch (error) {
    console.error('Could not read the network name from the node:', error)
    return { name: DEFAULT_NETWORK_NAME, isFallback: true }
  }
}

export function networkNameQuery(apiEndpoint: string) {
  return queryOptions({
    queryKey: networkKeys.networkName(apiEndpoint),
    queryFn: ({ signal }) => fetchNetworkName(apiEndpoint, signal),
    staleTime: 5 * 60_000,
  })
}

export function useNetworkName() {
  return useQuery(networkNameQuery(useApiEndpoint()))
}
