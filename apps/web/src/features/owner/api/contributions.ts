import { queryOptions, useQuery } from '@tanstack/react-query'
import { useApiEndpoint } from '@/config/app-config.ts'
import { ownerKeys } from './keys.ts'

/**
 * A user's contributions of the last year (api/contribution-reads.ts). The reads load with the
 * first query, so the calendar shows its frame while the chain's list code arrives.
 */
export function contributionsQuery(api: string, address: string) {
  return queryOptions({
    queryKey: ownerKeys.contributions(api, address),
    queryFn: async ({ signal }) =>
      (await import('./contribution-reads.ts')).readContributions(api, address, signal),
    staleTime: 60_000,
  })
}

export function useContributions(address: string) {
  return useQuery(contributionsQuery(useApiEndpoint(), address))
}
