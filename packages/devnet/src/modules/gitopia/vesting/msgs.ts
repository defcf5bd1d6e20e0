import type { MsgExercise } from '@gitopia/gitopia-js/src/types/gitopia/tx'
import { isValidAddress, moduleAddress } from '../../../chain/addresses.ts'
import { ChainError, SdkErrors } from '../../../chain/errors.ts'
import type { MsgContext } from '../../../chain/module.ts'
import { invalid } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { GitopiaMsgTable } from '../msg-table.ts'

/** The module account the team's tokens vest from (`types.TeamAccountName`). */
export const TEAM_ACCOUNT = moduleAddress('team')

// The denoms the app registers (app/params: "lore" and its base unit "ulore"); NormalizeCoin
// turns LORE into ulore.
const DENOM_SCALE: Readonly<Record<string, bigint>> = { ulore: 1n, lore: 1_000_000n }

// release-v6 x/gitopia/types/message_exercise.go
function validateExercise(msg: MsgExercise): void {
  const amount = msg.amount
  if (!amount || !/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/.test(amount.denom))
    throw invalid(`invalid denom: ${amount?.denom ?? ''}`)
  if (!/^\d+$/.test(amount.amount) || BigInt(amount.amount) === 0n)
    throw invalid(`coin ${amount.amount}${amount.denom} amount is not positive`)
  if (DENOM_SCALE[amount.denom] === undefined) throw invalid(`invalid denom (${amount.denom})`)
  if (!isValidAddress(msg.to)) {
    throw ChainError.wrap(SdkErrors.invalidAddress, `invalid to address (${msg.to})`)
  }
}

/**
 * Sends up to the member's vested share, less what they exercised, from the team account to `to`
 * (release-v6 x/gitopia/keeper/msg_server_exercise.go).
 */
function exercise(g: GitopiaContext, ctx: MsgContext, msg: MsgExercise): undefined {
  const vested = g.vesting.vestedProportion(msg.creator, ctx.blockTime)
  const left = vested - g.vesting.exercised(msg.creator)
  const coin = msg.amount ?? { denom: 'ulore', amount: '0' }
  const amount = BigInt(coin.amount) * (DENOM_SCALE[coin.denom] ?? 1n)
  if (left <= 0n || amount > left) {
    throw ChainError.wrap(SdkErrors.invalidRequest, 'cannot exercise more than vested tokens')
  }
  try {
    g.bank.send(TEAM_ACCOUNT, msg.to, [{ denom: 'ulore', amount: amount.toString() }], ctx.events)
  } catch (failure) {
    if (!(failure instanceof ChainError)) throw failure
    throw failure.prefixed('error sending coins from team vesting module account')
  }
  g.vesting.addExercised(msg.creator, amount)
  return undefined
}

/** Team members exercise what has vested. */
export const vestingMsgs: GitopiaMsgTable = {
  MsgExercise: { validate: validateExercise, execute: exercise },
}
