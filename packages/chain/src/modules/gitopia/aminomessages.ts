import type { AminoConverter } from '@cosmjs/stargate'
import { toBase64 } from '@cosmjs/encoding'

/** The subset of a ts-proto generated message type that the codec relies on. */
export interface ProtoMessageType<T = unknown> {
  encode(message: T): { finish(): Uint8Array }
  decode(input: Uint8Array): T
  fromPartial(object: never): T
  fromJSON(object: unknown): T
}

/**
 * Fields that hold protobuf enums in Gitopia Msgs. Legacy Amino JSON writes enums as numbers and
 * 64-bit integers as strings; ts-proto represents both as JS numbers, so the names decide.
 */
const ENUM_FIELDS = new Set(['role', 'parent', 'state', 'store', 'taskType', 'series', 'emoji'])

/**
 * The Legacy Amino name of a Gitopia Msg: `/gitopia.gitopia.gitopia.MsgCreateUser` →
 * `gitopia/CreateUser`, rewards → `rewards/Claim`, offchain → `sign/MsgSignData`,
 * storage → `storage/<Name>` (docs/protocol.md#amino-json).
 */
export function gitopiaAminoName(typeUrl: string): string {
  const match = /^\/gitopia\.gitopia\.(\w+)\.Msg(\w+)$/.exec(typeUrl)
  if (!match) throw new Error(`not a Gitopia Msg type URL: ${typeUrl}`)
  const [, module = '', name = ''] = match
  if (module === 'offchain') return `sign/Msg${name}`
  if (module === 'gitopia') return `gitopia/${name}`
  return `${module}/${name}`
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    value === 0 ||
    value === false ||
    (Array.isArray(value) && value.length === 0)
  )
}

/** Amino JSON of a ts-proto value: zero values omitted, 64-bit numbers as strings, bytes base64. */
export function toAminoValue(value: unknown, key = ''): unknown {
  if (value instanceof Uint8Array) return toBase64(value)
  if (typeof value === 'number') return ENUM_FIELDS.has(key) ? value : String(value)
  if (Array.isArray(value)) return value.map(item => toAminoValue(item, key))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [field, fieldValue] of Object.entries(value)) {
      if (isEmpty(fieldValue)) continue
      out[field] = toAminoValue(fieldValue, field)
    }
    return out
  }
  return value
}

/**
 * One converter per Gitopia Msg. The client signs with it (Ledger) and the devnet verifies with
 * it, so both agree byte for byte; `fromJSON` parses the stringified numbers back.
 */
export function gitopiaAminoConverter(typeUrl: string, type: ProtoMessageType): AminoConverter {
  return {
    aminoType: gitopiaAminoName(typeUrl),
    toAmino: (value: unknown) => toAminoValue(type.fromPartial(value as never)),
    fromAmino: (value: unknown) => type.fromJSON(value),
  }
}
