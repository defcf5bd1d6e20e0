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
