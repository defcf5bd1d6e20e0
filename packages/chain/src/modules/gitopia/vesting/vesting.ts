import * as z from 'zod/mini'
import { HttpError, type FetchJsonOptions } from '../../../rest/fetcher.ts'
import { gitopiaTypeUrl } from '../../../type-url.ts'
import { getGitopia, gitopiaPath } from '../request.ts'
import { coin } from '../wire.ts'

const vestedWire = z.object({ address: z.string(), amount: coin, exercisedAmount: coin })

/** A team member's vesting: their share vested so far and what they already took out (ulore). */
export interface TeamVesting {
  readonly vested: bigint
  readonly exercised: bigint
}

/**
 * The account's team vesting, or null when it has none. The node answers with the keeper's
 * refusal for an address without a team proportion ("doesn't have permission"); before the
 * cliff ends it says "team tokens have not vested", read here as nothing vested yet.
 */
export async function getTeamVesting(
  api: string,
  address: string,
  options?: FetchJsonOptions,
): Promise<TeamVesting | null> {
  try {
    const body = await getGitopia(api, gitopiaPath('vestedAmount', address), vestedWire, options)
    return { vested: body.amount.amount, exercised: body.exercisedAmount.amount }
  } catch (error) {
    if (error instanceof HttpError && error.serverMessage?.includes("doesn't have permission"))
      return null
    if (error instanceof HttpError && error.serverMessage?.includes('have not vested'))
      return { vested: 0n, exercised: 0n }
    throw error
  }
}

/** `MsgExercise`: sends `amount` ulore of the creator's vested share to `to`. */
export function exerciseMsg(creator: string, to: string, amount: bigint) {
  return {
    typeUrl: gitopiaTypeUrl('MsgExercise'),
    value: { creator, to, amount: { denom: 'ulore', amount: amount.toString() } },
  }
}
