import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

const int = z.string().check(z.regex(/^\d+$/))

/** Bonded tokens (ulore): the base of quorum and turnout. */
export async function getBondedTokens(
  api: string,
  options: FetchJsonOptions = {},
): Promise<bigint> {
  const body = await fetchJson(
    joinUrl(api, '/cosmos/staking/v1beta1/pool'),
    z.object({ pool: z.object({ bonded_tokens: int }) }),
    options,
  )
  return BigInt(body.pool.bonded_tokens)
}

/** An address's voting power: the tokens of its delegations (ulore). */
export async function getVotingPower(
  api: string,
  address: string,
  options: FetchJsonOptions = {},
): Promise<bigint> {
  const body = await fetchJson(
    joinUrl(
      api,
      `/cosmos/staking/v1beta1/delegations/${encodeURIComponent(address)}?pagination.limit=200`,
    ),
    z.object({
      delegation_responses: z.array(
        z.object({ balance: z.object({ denom: z.string(), amount: int }) }),
      ),
    }),
    options,
  )
  return body.delegation_responses.reduce((sum, d) => sum + BigInt(d.balance.amount), 0n)
}
