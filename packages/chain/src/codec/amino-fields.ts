import type { AminoConverter } from '@cosmjs/stargate'

type Json = Record<string, unknown>

/** How one field of a Msg is written in Amino JSON, and read back. */
export interface AminoField {
  readonly toAmino: (value: unknown) => unknown
  readonly fromAmino: (value: unknown) => unknown
}

/** A field written as it is, both ways. */
export const asIs: AminoField = { toAmino: value => value, fromAmino: value => value }

/** A 64-bit integer: a string in Amino JSON, a bigint in the Msg. */
export const uint64: AminoField = {
  toAmino: value => String(value),
  fromAmino: value => BigInt(String(value)),
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`)

/**
 * The converter of a Msg whose Amino JSON is its fields under their snake_case names (the SDK's
 * JSON tags), each written by its AminoField: most SDK Msgs are no more than that.
 */
export function fieldsConverter(
  aminoType: string,
  fields: Readonly<Record<string, AminoField>>,
): AminoConverter {
  const named = Object.entries(fields).map(([name, field]) => ({
    name,
    json: snakeCase(name),
    field,
  }))
  return {
    aminoType,
    toAmino: (m: Json) =>
      Object.fromEntries(named.map(({ name, json, field }) => [json, field.toAmino(m[name])])),
    fromAmino: (a: Json) =>
      Object.fromEntries(named.map(({ name, json, field }) => [name, field.fromAmino(a[json])])),
  }
}
