import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'

const coin = z.object({ denom: z.string(), amount: z.string().check(z.regex(/^\d+$/)) })
const duration = z.string().check(z.regex(/^\d+(\.\d+)?s$/))

/** Governance parameters in people's terms (SDK 0.47, `cosmos/gov/v1beta1/params/*`). */
export interface GovParams {
  readonly minDeposit: readonly { readonly denom: string; readonly amount: bigint }[]
  readonly maxDepositPeriodSeconds: number
  readonly votingPeriodSeconds: number
  /** Fractions as decimal strings, e.g. `0.334`. */
  readonly quorum: string
  readonly threshold: string
  readonly vetoThreshold: string
}

const seconds = (text: string) => Number(text.slice(0, -1))

export async function getGovParams(
  apiEndpoint: string,
  options?: FetchJsonOptions,
): Promise<GovParams> {
  const read = <S extends z.ZodMiniType>(kind: string, schema: S) =>
    fetchJson(joinUrl(apiEndpoint, `/cosmos/gov/v1beta1/params/${kind}`), schema, options)
  const [voting, deposit, tally] = await Promise.all([
    read('voting', z.object({ voting_params: z.object({ voting_period: duration }) })),
    read(
      'deposit',
      z.object({
        deposit_params: z.object({ min_deposit: z.array(coin), max_deposit_period: duration }),
      }),
    ),
    read(
      'tallying',
      z.object({
        tally_params: z.object({
          quorum: z.string(),
          threshold: z.string(),
          veto_threshold: z.string(),
        }),
      }),
    ),
  ])
  return {
    minDeposit: deposit.deposit_params.min_deposit.map(c => ({
      denom: c.denom,
      amount: BigInt(c.amount),
    })),
    maxDepositPeriodSeconds: seconds(deposit.deposit_params.max_deposit_period),
    votingPeriodSeconds: seconds(voting.voting_params.voting_period),
    quorum: tally.tally_params.quorum,
    threshold: tally.tally_params.threshold,
    vetoThreshold: tally.tally_params.veto_threshold,
  }
}
