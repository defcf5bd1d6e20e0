import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { coin } from '../gitopia/wire.ts'

const rewardWire = z.object({
  series: z.union([z.string(), z.number()]),
  amount: coin,
  claimed_amount: z._default(z.nullable(coin), null),
  claimable_amount: z._default(z.nullable(coin), null),
})

export interface Reward {
  readonly series: string
  readonly amount: { readonly denom: string; readonly amount: bigint }
  /** What a claim would pay now (0 once claimed). */
  readonly claimable: bigint
  readonly claimed: bigint
}

/** Rewards of a recipient and what is claimable; an address without rewards has none. */
export async function getRewards(
  api: string,
  recipient: string,
  options?: FetchJsonOptions,
): Promise<Reward[]> {
  const url = joinUrl(api, `/gitopia/gitopia/rewards/rewards/${encodeURIComponent(recipient)}`)
  const body = await fetchJson(
    url,
    z.object({ rewards: z._default(z.array(rewardWire), []) }),
    options,
  )
  return body.rewards.map(reward => ({
    series: String(reward.series),
    amount: reward.amount,
    claimable: reward.claimable_amount?.amount ?? 0n,
    claimed: reward.claimed_amount?.amount ?? 0n,
  }))
}
