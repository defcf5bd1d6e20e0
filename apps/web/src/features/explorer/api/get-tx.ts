import { getTx } from '@gitopia-client/chain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { explorerKeys } from './keys.ts'

export function txQuery(api: string, hash: string) {
  return queryOptions({
    queryKey: explorerKeys.tx(api, hash),
    queryFn: ({ signal }) => getTx(api, hash, { signal }),
    // A committed tx never changes.
    staleTime: Infinity,
  })
}

export function useTx(hash: string) {
  return useQuery(txQuery(useApiEndpoint(), hash))
}
