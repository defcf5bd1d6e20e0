import { getAllBalances, getBalance, NATIVE_TOKEN } from '@gitopia-client/chain'
import { queryOptions } from '@tanstack/react-query'
import { dashboardKeys } from './keys.ts'

/** The LORE balance of an address (same key as the wallet menu's, so they share one request). */
export function loreBalanceQuery(api: string, address: string) {
  return queryOptions({
    queryKey: dashboardKeys.balance(api, address, NATIVE_TOKEN.denom),
    queryFn: ({ signal }) => getBalance(api, address, NATIVE_TOKEN.denom, { signal }),
    staleTime: 10_000,
  })
}

/** Every balance of a DAO's treasury. */
export function treasuryQuery(api: string, address: string) {
  return queryOptions({
    queryKey: dashboardKeys.balances(api, address),
    queryFn: ({ signal }) => getAllBalances(api, address, { signal }),
    staleTime: 30_000,
  })
}
