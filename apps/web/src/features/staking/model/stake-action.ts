import {
  delegateMsg,
  redelegateMsg,
  undelegateMsg,
  type Validator,
} from '@gitopia-client/chain/staking'
import { checkSpend, type AmountCheck } from '@/lib/amount-check.ts'

export type StakeAction = 'delegate' | 'undelegate' | 'redelegate'

/** A stake dialog to open: the action, on which validator, with how much staked there. */
export interface OpenAction {
  readonly action: StakeAction
  readonly validator: Validator
  readonly staked: bigint
}

/** The amount a stake action may move: the liquid balance to delegate, else the stake. */
export function checkStakeAmount(
  action: StakeAction,
  input: string,
  limits: { balance: bigint | null; staked: bigint },
): AmountCheck {
  if (action === 'delegate') return checkSpend(input, limits.balance)
  const checked = checkSpend(input, null)
  if (checked.ok && checked.amount > limits.staked)
    return { ok: false, message: 'That is more than you have staked with this validator' }
  return checked
}

/** The Msg of a checked stake action. */
export function stakeMsg(
  action: StakeAction,
  delegator: string,
  validator: string,
  amount: bigint,
  destination: string,
) {
  if (action === 'delegate') return delegateMsg(delegator, validator, amount)
  if (action === 'undelegate') return undelegateMsg(delegator, validator, amount)
  return redelegateMsg(delegator, validator, destination, amount)
}
