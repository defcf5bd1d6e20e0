import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'
import { Any } from 'cosmjs-types/google/protobuf/any'

/** A field's protobuf form: a string, an int64, one Coin, or a repeated Coin or Any. */
type Kind = 'string' | 'coin' | 'int64' | 'coins' | 'anys'
type Value = string | bigint | Coin | readonly (Coin | Any)[] | undefined

const emptyOf = (kind: Kind) =>
  kind === 'string' ? '' : kind === 'int64' ? 0n : kind === 'coin' ? undefined : []

/** The nested codec of a message kind (one Coin, or an element of a repeated field). */
const nested = (kind: Kind) => (kind === 'anys' ? Any : Coin)

/**
 * A protobuf codec for a flat Msg of strings, int64s, coins and packed Msgs (`Any`s), fields
 * numbered in order. The staking, distribution and gov v1 Msgs the app signs are this simple;
 * cosmjs-types' modules for them bring every type of their module along (validators, CometBFT
 * headers, gov params), which the signing chunk cannot afford. Tests hold the bytes to
 * cosmjs-types' own.
 */
export function flatMessage<T extends object>(
  fields: readonly (readonly [keyof T & string, Kind])[],
) {
  const empty = (): T =>
    Object.fromEntries(fields.map(([name, kind]) => [name, emptyOf(kind)])) as T
  return {
    encode(message: T, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
      fields.forEach(([name, kind], index) => {
        const value = (message as Record<string, Value>)[name]
        const field = index + 1
        if (kind === 'string' && typeof value === 'string' && value !== '')
          writer.uint32((field << 3) | 2).string(value)
        if (kind === 'int64' && typeof value === 'bigint' && value !== 0n)
          writer.uint32(field << 3).int64(value)
        if (kind === 'coin' && value !== undefined && typeof value === 'object')
          Coin.encode(value as Coin, writer.uint32((field << 3) | 2).fork()).ldelim()
        if ((kind === 'coins' || kind === 'anys') && Array.isArray(value))
          for (const item of value as readonly (Coin & Any)[])
            nested(kind)
              .encode(item, writer.uint32((field << 3) | 2).fork())
              .ldelim()
      })
      return writer
    },
    decode(input: BinaryReader | Uint8Array, length?: number): T {
      const reader = input instanceof BinaryReader ? input : new BinaryReader(input)
      const end = length === undefined ? reader.len : reader.pos + length
      const message = empty() as Record<string, Value>
      while (reader.pos < end) {
        const tag = reader.uint32()
        const field = fields[(tag >>> 3) - 1]
        if (!field) {
          reader.skipType(tag & 7)
          continue
        }
        const [name, kind] = field
        if (kind === 'coins' || kind === 'anys')
          message[name] = [
            ...((message[name] ?? []) as (Coin | Any)[]),
            nested(kind).decode(reader, reader.uint32()),
          ]
        else
          message[name] =
            kind === 'string'
              ? reader.string()
              : kind === 'int64'
                ? reader.int64()
                : Coin.decode(reader, reader.uint32())
      }
      return message as T
    },
    fromPartial(object: Partial<T>): T {
      return { ...empty(), ...object }
    },
  }
}
