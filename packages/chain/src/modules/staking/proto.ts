import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'
import { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin'

type Kind = 'string' | 'coin' | 'int64'
type Value = string | bigint | Coin | undefined

/**
 * A protobuf codec for a flat Msg of strings, coins and int64s, fields numbered in order. The
 * staking and distribution Msgs are this simple; cosmjs-types' modules for them bring every
 * type of x/staking along (validators, CometBFT headers), which the signing chunk cannot afford.
 * Tests hold the bytes to cosmjs-types' own.
 */
export function flatMessage<T extends object>(
  fields: readonly (readonly [keyof T & string, Kind])[],
) {
  const empty = (): T =>
    Object.fromEntries(
      fields.map(([name, kind]) => [
        name,
        kind === 'string' ? '' : kind === 'int64' ? 0n : undefined,
      ]),
    ) as T
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
          Coin.encode(value, writer.uint32((field << 3) | 2).fork()).ldelim()
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
