import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

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

const supplyResponse = z.object({
  amount: z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) }),
})

/** The total supply of one denom in its minimal unit. */
export async function getSupplyOf(
  apiEndpoint: string,
  denom: string,
  options?: FetchJsonOptions,
): Promise<bigint> {
  const path = `/cosmos/bank/v1beta1/supply/by_denom?denom=${encodeURIComponent(denom)}`
  const body = await fetchJson(joinUrl(apiEndpoint, path), supplyResponse, options)
  return BigInt(body.amount.amount)
}

const metadataResponse = z.object({
  metadatas: z._default(
    z.array(
      z.object({
        base: z.string(),
        display: z._default(z.string(), ''),
        name: z._default(z.string(), ''),
        symbol: z._default(z.string(), ''),
        description: z._default(z.string(), ''),
        denom_units: z._default(
          z.array(z.object({ denom: z.string(), exponent: z._default(z.number(), 0) })),
          [],
        ),
      }),
    ),
    [],
  ),
})

export interface DenomMetadata {
  readonly base: string
  readonly display: string
  readonly symbol: string
  readonly name: string
  readonly description: string
  /** Decimals of the display unit (its exponent), 0 when the node lists none. */
  readonly decimals: number
}

/** The bank module's denom metadata (first 100). */
export async function getDenomsMetadata(
  apiEndpoint: string,
  options?: FetchJsonOptions,
): Promise<DenomMetadata[]> {
  const url = joinUrl(apiEndpoint, '/cosmos/bank/v1beta1/denoms_metadata?pagination.limit=100')
  const body = await fetchJson(url, metadataResponse, options)
  return body.metadatas.map(metadata => ({
    base: metadata.base,
    display: metadata.display,
    symbol: metadata.symbol,
    name: metadata.name,
    description: metadata.description,
    decimals:
      metadata.denom_units.find(unit => unit.denom === metadata.display)?.exponent ??
      Math.max(0, ...metadata.denom_units.map(unit => unit.exponent)),
  }))
}

const bankParamsResponse = z.object({
  params: z.object({ default_send_enabled: z._default(z.boolean(), true) }),
})

/** Whether tokens can be sent by default (`GET /cosmos/bank/v1beta1/params`). */
export async function getBankParams(
  apiEndpoint: string,
  options?: FetchJsonOptions,
): Promise<{ readonly sendEnabled: boolean }> {
  const url = joinUrl(apiEndpoint, '/cosmos/bank/v1beta1/params')
  const body = await fetchJson(url, bankParamsResponse, options)
  return { sendEnabled: body.params.default_send_enabled }
}
