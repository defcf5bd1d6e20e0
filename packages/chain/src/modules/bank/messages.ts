import type { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { typeUrl } from '../../type-url.ts'

/** A bank transfer of `coins` from `from` to `to`; the signing chunk encodes it. */
export function sendMsg(
  from: string,
  to: string,
  coins: readonly { readonly denom: string; readonly amount: string }[],
) {
  const value: MsgSend = {
    fromAddress: from,
    toAddress: to,
    amount: coins.map(coin => ({ denom: coin.denom, amount: coin.amount })),
  }
  return { typeUrl: typeUrl('cosmos.bank.v1beta1', 'MsgSend'), value }
}
