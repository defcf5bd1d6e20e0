import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import type { ExploreQuery } from '../model/search-index.ts'
import type { IndexState } from '../worker/protocol.ts'
import { exploreClient } from './explore-client.ts'
import { exploreKeys } from './keys.ts'

export function useExploreIndex(): { status: IndexState; refresh: () => void } {
  const client = exploreClient(useApiEndpoint())
  const status = useSyncExternalStore(client.subscribe, client.status)
  return { status, refresh: () => client.refresh() }
}

const versionOf = (status: IndexState) =>
  status.state === 'ready' || status.state === 'failed' ? status.version : 0

/** Results from the local index; read again whenever the index changes. */
export function useExploreResults(query: ExploreQuery, status: IndexState) {
  const api = useApiEndpoint()
  return useQuery({
    queryKey: exploreKeys.search(api, query, versionOf(status)),
    queryFn: () => exploreClient(api).search(query),
    enabled: status.state === 'ready',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  })
}
