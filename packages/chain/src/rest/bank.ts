import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from './fetcher.ts'

const balanceResponse = z.object({
  balance: z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) }),
})

/** One balance in the minimal unit; an unknown account has 0. */
export async function getBalance(
  apiEndpoint: string,
  address: string,
  denom: string,
  options?: FetchJsonOptions,
): Promise<bigint> {
  const path = `/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}/by_denom?denom=${encodeURIComponent(denom)}`
  const body = await fetchJson(joinUrl(apiEndpoint, path), balanceResponse, options)
  return BigInt(body.balance.amount)
}

const balancesResponse = z.object({
  balances: z._default(
    z.array(z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) })),
    [],
  ),
})

/** Every balance of an address (up to 100 denoms, sorted by denom); an unknown account has none. */
export async function getAllBalances(
  apiEndpoint: string,
  address: string,
  options?: FetchJsonOptions,
): Promise<{ readonly denom: string; readonly amount: bigint }[]> {
  const path = `/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}?pagination.limit=100`
  const body = await fetchJson(joinUrl(apiEndpoint, path), balancesResponse, options)
  return body.balances.map(balance => ({ denom: balance.denom, amount: BigInt(balance.amount) }))
}
