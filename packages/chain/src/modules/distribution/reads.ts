import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { NATIVE_TOKEN } from '../../constants.ts'

export interface DelegatorRewards {
  /** Claimable ulore per validator (the fraction of a ulore stays until it adds up). */
  readonly byValidator: readonly { readonly validatorAddress: string; readonly amount: bigint }[]
  readonly total: bigint
}

const decCoins = z._default(
  z.array(z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+(\.\d+)?$/)) })),
  [],
)

/** Whole ulore of a DecCoins list in the native denom. */
const wholeUlore = (coins: z.infer<typeof decCoins>) =>
  coins
    .filter(c => c.denom === NATIVE_TOKEN.denom)
    .reduce((sum, c) => sum + BigInt(c.amount.split('.')[0] ?? '0'), 0n)

/** The staking rewards `delegator` can claim now. */
export async function getDelegatorRewards(
  api: string,
  delegator: string,
  options?: FetchJsonOptions,
): Promise<DelegatorRewards> {
  const body = await fetchJson(
    joinUrl(
      api,
      `/cosmos/distribution/v1beta1/delegators/${encodeURIComponent(delegator)}/rewards`,
    ),
    z.object({
      rewards: z._default(
        z.array(z.object({ validator_address: z.string(), reward: decCoins })),
        [],
      ),
      total: decCoins,
    }),
    options,
  )
  const byValidator = body.rewards.map(r => ({
    validatorAddress: r.validator_address,
    amount: wholeUlore(r.reward),
  }))
  return { byValidator, total: byValidator.reduce((sum, r) => sum + r.amount, 0n) }
}
