import type { AminoConverters } from '@cosmjs/stargate'
import { asIs, fieldsConverter } from '../../codec/amino-fields.ts'

/**
 * Legacy Amino JSON of the bank Msgs a Ledger signs, with the SDK's names and field forms (coins
 * as given). Unit tests hold them to what cosmjs' own converters produce.
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}
interface Holding {
  readonly address: string
  readonly coins: readonly Coin[]
}

const list = <T>(value: unknown): T[] => [...((value ?? []) as T[])]
const coinList = { toAmino: list, fromAmino: list }
const holdings = (value: unknown) =>
  list<Holding>(value).map(h => ({ address: h.address, coins: [...h.coins] }))

export function bankAminoConverters(): AminoConverters {
  return {
    '/cosmos.bank.v1beta1.MsgSend': fieldsConverter('cosmos-sdk/MsgSend', {
      fromAddress: asIs,
      toAddress: asIs,
      amount: coinList,
    }),
    '/cosmos.bank.v1beta1.MsgMultiSend': {
      aminoType: 'cosmos-sdk/MsgMultiSend',
      toAmino: (m: Json) => ({ inputs: holdings(m.inputs), outputs: holdings(m.outputs) }),
      fromAmino: (a: Json) => ({ inputs: holdings(a.inputs), outputs: holdings(a.outputs) }),
    },
  }
}
