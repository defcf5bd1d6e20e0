import type { AminoMsg, AminoSignResponse, OfflineAminoSigner, StdSignDoc } from '@cosmjs/amino'
import { toBase64 } from '@cosmjs/encoding'
import type { EncodeObject } from '@cosmjs/proto-signing'
import type { AminoConverters } from '@cosmjs/stargate'
import type { ProtoMessageType } from '../gitopia/aminomessages.ts'
import { AminoRegister } from '../../codec/amino-types.ts'

/**
 * Storage Msgs in Legacy Amino JSON, as Gitopia v6 signs them. Every storage Msg's
 * `GetSignBytes()` (`x/storage/types/msgs.go`) is `sdk.MustSortJSON(ModuleCdc.MustMarshalJSON(msg))`
 * with `ModuleCdc = codec.NewProtoCodec(…)` (`x/storage/types/codec.go`), and SDK 0.47's
 * `StdSignBytes` puts those bytes in `msgs` as they are. So a storage Msg is signed as its bare
 * protobuf JSON: no `{type, value}` wrapper, proto (snake_case) field names, every field present
 * (jsonpb `EmitDefaults`), 64-bit integers as strings, bytes base64, unset messages `null`.
 * The `storage/<Name>` names of `RegisterCodec` only matter where legacy Amino itself encodes the
 * Msg (nested in another Msg's Any), so nested Msgs keep the wrapped form.
 */
export const STORAGE_MSG_PREFIX = '/gitopia.gitopia.storage.'

export const isStorageMsg = (typeUrl: string): boolean => typeUrl.startsWith(STORAGE_MSG_PREFIX)

const snake = (key: string): string => key.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`)

/** gogoproto `nullable = false` Coins: Go always has a value, so jsonpb writes the zero Coin. */
const NON_NULLABLE_COINS = new Set(['stake', 'amount'])

/** The protobuf JSON (jsonpb, `OrigName` and `EmitDefaults`) of a ts-proto storage value. */
export function storageProtoJson(value: unknown, key = ''): unknown {
  if (value instanceof Uint8Array) return toBase64(value)
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (value === undefined || value === null)
    return NON_NULLABLE_COINS.has(key) ? { denom: '', amount: '0' } : null
  if (Array.isArray(value)) return value.map(item => storageProtoJson(item, key))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [field, fieldValue] of Object.entries(value))
      out[snake(field)] = storageProtoJson(fieldValue, field)
    return out
  }
  return value
}

const isWrapped = (msg: object): boolean => {
  const keys = Object.keys(msg)
  return keys.length === 2 && 'type' in msg && 'value' in msg && typeof msg.type === 'string'
}

/**
 * AminoTypes whose storage Msgs go into the sign doc bare. A bare Msg names no type, so the
 * object handed to the signer is remembered and `fromAmino` gives back the Msg it came from;
 * signers must return the Msgs they were given (see `keepSignedMsgs`).
 */
export class GitopiaAminoTypes extends AminoRegister {
  readonly #storage: ReadonlyMap<string, ProtoMessageType>
  readonly #given = new WeakMap<object, EncodeObject>()

  constructor(converters: AminoConverters, storage: ReadonlyMap<string, ProtoMessageType>) {
    super(converters)
    this.#storage = storage
  }

  override toAmino(msg: EncodeObject): AminoMsg {
    const type = this.#storage.get(msg.typeUrl)
    if (!type) return super.toAmino(msg)
    const bare = storageProtoJson(type.fromPartial(msg.value as never)) as AminoMsg
    this.#given.set(bare, msg)
    return bare
  }

  override fromAmino(msg: AminoMsg): EncodeObject {
    const given = this.#given.get(msg)
    if (given) return given
    if (isWrapped(msg)) return super.fromAmino(msg)
    throw new Error(
      'The wallet changed a storage message it signed; it cannot be matched to a message type',
    )
  }
}

/** JSON with sorted keys, so a wallet that reorders keys still returns "the same" Msg. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(k => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

export const sameJson = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b)

/**
 * An amino signer that hands back the very Msg objects it was given when the wallet returns equal
 * copies (an extension serialises the doc), so `GitopiaAminoTypes.fromAmino` knows their types.
 */
export function keepSignedMsgs(signer: OfflineAminoSigner): OfflineAminoSigner {
  return {
    getAccounts: () => signer.getAccounts(),
    signAmino: async (address: string, doc: StdSignDoc): Promise<AminoSignResponse> => {
      const response = await signer.signAmino(address, doc)
      const msgs = response.signed.msgs.map((msg, index) => {
        const original = doc.msgs[index]
        return original !== undefined && sameJson(msg, original) ? original : msg
      })
      return { ...response, signed: { ...response.signed, msgs } }
    },
  }
}
