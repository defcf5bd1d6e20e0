import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

const coinWire = z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) })
const basicWire = z.object({
  spend_limit: z._default(z.array(coinWire), []),
  expiration: z.optional(z.nullable(z.string())),
})
// BasicAllowance, or one wrapped by AllowedMsgAllowance / PeriodicAllowance (`basic`).
const allowanceWire = z.object({
  '@type': z.string(),
  spend_limit: z.optional(z.array(coinWire)),
  expiration: z.optional(z.nullable(z.string())),
  allowance: z.optional(basicWire),
  basic: z.optional(basicWire),
  allowed_messages: z.optional(z.array(z.string())),
})
const grantsWire = z.object({
  allowances: z._default(
    z.array(z.object({ granter: z.string(), grantee: z.string(), allowance: allowanceWire })),
    [],
  ),
})

export interface FeeAllowance {
  readonly granter: string
  /** What the granter still pays in `denom`; null means no limit. */
  readonly spendLimit: bigint | null
  readonly expiration: Date | null
  /** Msg type URLs the grant covers; null means all. */
  readonly allowedMessages: readonly string[] | null
}

function toAllowance(
  granter: string,
  wire: z.output<typeof allowanceWire>,
  denom: string,
): FeeAllowance {
  const basic = wire.allowance ??
    wire.basic ?? {
      spend_limit: wire.spend_limit ?? [],
      expiration: wire.expiration,
    }
  const limit = basic.spend_limit
  const coin = limit.find(c => c.denom === denom)
  const expiration = basic.expiration ? new Date(basic.expiration) : null
  return {
    granter,
    spendLimit: limit.length === 0 ? null : BigInt(coin?.amount ?? '0'),
    expiration: expiration && !Number.isNaN(expiration.getTime()) ? expiration : null,
    allowedMessages: wire.allowed_messages ?? null,
  }
}

/** Fee grants the grantee holds, with the spend limit in `denom` (first page is plenty). */
export async function getFeeAllowances(
  apiEndpoint: string,
  grantee: string,
  denom: string,
  options?: FetchJsonOptions,
): Promise<FeeAllowance[]> {
  const path = `/cosmos/feegrant/v1beta1/allowances/${encodeURIComponent(grantee)}`
  const body = await fetchJson(joinUrl(apiEndpoint, path), grantsWire, options)
  return body.allowances.map(grant => toAllowance(grant.granter, grant.allowance, denom))
}

/** The grant to pay fees with: unexpired, with something left (or no limit); the largest wins. */
export function usableAllowance(
  allowances: readonly FeeAllowance[],
  now: Date = new Date(),
): { readonly granter: string; readonly amount: bigint | null } | null {
  let best: { granter: string; amount: bigint | null } | null = null
  for (const grant of allowances) {
    if (grant.expiration && grant.expiration <= now) continue
    if (grant.spendLimit !== null && grant.spendLimit <= 0n) continue
    if (!best) best = { granter: grant.granter, amount: grant.spendLimit }
    else if (best.amount !== null && (grant.spendLimit === null || grant.spendLimit > best.amount))
      best = { granter: grant.granter, amount: grant.spendLimit }
  }
  return best
}
