import { getAllBalances } from '@gitopia-client/chain'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** Every balance of a DAO's treasury. */
export function treasuryQuery(api: string, address: string) {
  return queryOptions({
    queryKey: dashboardKeys.balances(api, address),
    queryFn: ({ signal }) => getAllBalances(api, address, { signal }),
    staleTime: 30_000,
  })
}
