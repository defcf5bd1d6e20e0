import { toUtf8 } from '@cosmjs/encoding'
import { renderMsg, sortedJson, type AnyDecoder } from './render.ts'

export { AminoRenderError, type AnyDecoder } from './render.ts'

interface Coin {
  readonly denom: string
  readonly amount: string
}

export interface AminoSignInput {
  readonly chainId: string
  readonly accountNumber: string | number | bigint
  readonly sequence: string | number | bigint
  readonly timeoutHeight: bigint
  readonly memo: string
  readonly fee: {
    readonly amount: readonly Coin[]
    readonly gas: bigint
    readonly payer: string
    readonly granter: string
  }
  readonly msgs: readonly { readonly typeUrl: string; readonly value: unknown }[]
}

/**
 * `legacytx.StdSignBytes` of SDK 0.47: the StdSignDoc with each Msg's own sign bytes, through
 * `sdk.MustSortJSON`. uint64s are strings; `timeout_height` and the fee's payer and granter are
 * omitempty; an empty fee amount is `[]`.
 */
export function aminoSignBytes(input: AminoSignInput, decode: AnyDecoder): Uint8Array {
  const { fee } = input
  const doc = {
    account_number: input.accountNumber.toString(),
    chain_id: input.chainId,
    fee: {
      amount: fee.amount.map(c => ({ ...(c.denom ? { denom: c.denom } : {}), amount: c.amount })),
      gas: fee.gas.toString(),
      ...(fee.payer ? { payer: fee.payer } : {}),
      ...(fee.granter ? { granter: fee.granter } : {}),
    },
    memo: input.memo,
    msgs: input.msgs.map(msg => renderMsg(msg.typeUrl, msg.value, decode)),
    sequence: input.sequence.toString(),
    ...(input.timeoutHeight > 0n ? { timeout_height: input.timeoutHeight.toString() } : {}),
  }
  return toUtf8(sortedJson(doc))
}

/** One Msg's sign bytes as the chain writes them (the golden sign doc tests compare these). */
export const msgSignJson = (typeUrl: string, value: unknown, decode: AnyDecoder): string =>
  sortedJson(renderMsg(typeUrl, value, decode))
