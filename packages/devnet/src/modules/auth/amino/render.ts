import { toBase64 } from '@cosmjs/encoding'
import chainFacts from './chain-facts.json' with { type: 'json' }
import inferredFacts from './inferred-facts.json' with { type: 'json' }

/*
 * The devnet's own Legacy Amino JSON renderer: each Msg as the chain's `GetSignBytes()` writes
 * it, computed from the facts vendored from the chain's Go source (chain-facts.json) and nothing
 * of the client's (docs/protocol.md#amino-json). A field is [proto name, Go json name,
 * omitempty, Go type]; the Go type decides the JSON form as go-amino v0.16 does.
 */
type Field = readonly [proto: string, json: string, omitempty: boolean, goType: string]
interface Facts {
  readonly codecs: Readonly<Record<string, Readonly<Record<string, string>>>>
  readonly types: Readonly<Record<string, readonly Field[]>>
}

const facts = chainFacts as unknown as Facts & { readonly withoutSignBytes: readonly string[] }
const inferred = inferredFacts as unknown as Facts
const TYPES: Readonly<Record<string, readonly Field[]>> = { ...facts.types, ...inferred.types }
const CODECS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ...facts.codecs,
  gitopia: { ...facts.codecs.gitopia, ...inferred.codecs.gitopia },
}
const WITHOUT_SIGN_BYTES = new Set(facts.withoutSignBytes)

/** Decodes a packed `Any` into the generated object of its type (the node's registry). */
export type AnyDecoder = (any: { typeUrl: string; value: Uint8Array }) => unknown

export class AminoRenderError extends Error {}

type Json = unknown
type Value = Record<string, unknown>

/** ts-proto names a field by the lowerCamelCase of its proto name. */
const property = (proto: string) => proto.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const fieldOf = (value: unknown, proto: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Value)[property(proto)] : undefined

/** A 64-bit integer as the generated types hold it: bigint, number, decimal string or Long. */
const integer = (value: unknown): bigint => {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number' || (typeof value === 'string' && value !== '')) return BigInt(value)
  if (value !== null && typeof value === 'object' && 'low' in value && 'high' in value)
    return BigInt((value as { toString(): string }).toString())
  return 0n
}

/** `sdk.Dec` JSON: the decimal with all 18 fraction digits, from its atomics. */
function decimal(value: unknown): string {
  const atomics = integer(value)
  const sign = atomics < 0n ? '-' : ''
  const digits = (atomics < 0n ? -atomics : atomics).toString().padStart(19, '0')
  return `${sign}${digits.slice(0, -18)}.${digits.slice(-18)}`
}

/** Go `time.Duration` (gogoproto stdduration) is an int64 of nanoseconds. */
function nanoseconds(value: unknown): string {
  const d = (value ?? {}) as { seconds?: unknown; nanos?: unknown }
  return (integer(d.seconds) * 1_000_000_000n + integer(d.nanos)).toString()
}

const coin = (c: unknown) => {
  const denom = fieldOf(c, 'denom')
  // Coin's denom is omitempty, its Int amount is not (and a nil Int writes "0").
  return {
    ...(typeof denom === 'string' && denom !== '' ? { denom } : {}),
    amount: integer(fieldOf(c, 'amount')).toString(),
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function structFields(full: string): readonly Field[] {
  const fields = TYPES[full]
  if (!fields) throw new AminoRenderError(`no Amino JSON is known for ${full}`)
  return fields
}

/** Go's zero value test of `reflect.DeepEqual(v, zero)` on a decoded protobuf field. */
function isZero(value: unknown, goType: string): boolean {
  if (value === undefined || value === null) return true
  if (goType.startsWith('*')) return false
  if (goType.startsWith('[]') || goType === 'coins' || goType === 'bytes')
    return (value as { length?: number }).length === 0
  if (goType.startsWith('msg:'))
    return structFields(goType.slice(4)).every(([proto, , , type]) =>
      isZero(fieldOf(value, proto), type),
    )
  if (goType === 'duration') return nanoseconds(value) === '0'
  if (goType === 'dec' || goType === 'int') return integer(value) === 0n
  if (goType === 'uint64' || goType === 'int64') return integer(value) === 0n
  return value === '' || value === false || value === 0
}

interface Context {
  readonly codec: string
  readonly decode: AnyDecoder
}

function renderAny(value: unknown, ctx: Context): Json {
  const any = value as { typeUrl?: string; value?: Uint8Array }
  if (!any.typeUrl || !(any.value instanceof Uint8Array)) return null
  const full = any.typeUrl.replace(/^\//, '')
  const inner = render(ctx.decode({ typeUrl: any.typeUrl, value: any.value }), `msg:${full}`, ctx)
  // go-amino wraps a concrete type only when the codec doing the marshalling registered it.
  const name = CODECS[ctx.codec]?.[full]
  return name === undefined ? inner : { type: name, value: inner }
}

function render(value: unknown, goType: string, ctx: Context): Json {
  if (goType.startsWith('*')) {
    if (value === undefined || value === null) return null
    return render(value, goType.slice(1), ctx)
  }
  if (goType.startsWith('[]')) {
    const items = list(value)
    // A decoded empty repeated field is a nil slice: go-amino writes null.
    return items.length === 0 ? null : items.map(item => render(item, goType.slice(2), ctx))
  }
  switch (goType) {
    case 'string':
      return typeof value === 'string' ? value : ''
    case 'bool':
      return value === true
    case 'uint64':
    case 'int64':
      return integer(value).toString()
    case 'uint32':
    case 'int32':
      return Number(value ?? 0)
    case 'bytes':
      return value instanceof Uint8Array && value.length > 0 ? toBase64(value) : null
    case 'coins':
      // sdk.Coins has its own MarshalJSON: a nil list is `[]`.
      return list(value).map(coin)
    case 'int':
      return integer(value).toString()
    case 'dec':
      return decimal(value)
    case 'duration':
      return nanoseconds(value)
    case 'any':
      return value === undefined || value === null ? null : renderAny(value, ctx)
  }
  if (goType.startsWith('enum:')) return Number(value ?? 0)
  if (goType === 'msg:cosmos.base.v1beta1.Coin') return coin(value)
  if (goType.startsWith('msg:')) {
    const out: Record<string, Json> = {}
    for (const [proto, json, omitempty, type] of structFields(goType.slice(4))) {
      const field = fieldOf(value, proto)
      if (omitempty && isZero(field, type)) continue
      out[json] = render(field, type, ctx)
    }
    return out
  }
  throw new AminoRenderError(`no Amino JSON form for the Go type ${goType}`)
}

/** The codec of the module that defines a Msg (its `ModuleCdc`), by proto package. */
function moduleCodec(full: string): string {
  if (full.startsWith('gitopia.gitopia.gitopia.')) return 'gitopia'
  if (full.startsWith('gitopia.gitopia.rewards.')) return 'rewards'
  if (full.startsWith('gitopia.gitopia.offchain.')) return 'offchain'
  if (full.startsWith('ibc.applications.transfer.')) return 'ibc'
  return 'sdk'
}

/** jsonpb with `OrigName` and `EmitDefaults` (x/storage's ProtoCodec), as the chain writes it. */
function protoJson(value: unknown, goType: string): Json {
  if (goType.startsWith('*')) return value == null ? null : protoJson(value, goType.slice(1))
  if (goType.startsWith('[]')) return list(value).map(item => protoJson(item, goType.slice(2)))
  if (goType === 'bytes') return value instanceof Uint8Array ? toBase64(value) : ''
  if (goType === 'coins') return list(value).map(c => protoJson(c, 'msg:cosmos.base.v1beta1.Coin'))
  if (goType.startsWith('msg:')) {
    const out: Record<string, Json> = {}
    for (const [proto, , , type] of structFields(goType.slice(4)))
      out[proto] = protoJson(fieldOf(value, proto), type)
    return out
  }
  if (goType === 'uint64' || goType === 'int64' || goType === 'int')
    return integer(value).toString()
  if (goType === 'bool') return value === true
  if (goType === 'uint32' || goType === 'int32') return Number(value ?? 0)
  return typeof value === 'string' ? value : ''
}

/**
 * A Msg's `GetSignBytes()` as JSON: storage Msgs as their bare protobuf JSON, every other Msg
 * through its module's amino codec (`{type, value}` when registered there, bare when not).
 */
export function renderMsg(typeUrl: string, value: unknown, decode: AnyDecoder): Json {
  const full = typeUrl.replace(/^\//, '')
  if (WITHOUT_SIGN_BYTES.has(full))
    throw new AminoRenderError(`${typeUrl} has no GetSignBytes: it cannot be signed in Amino JSON`)
  if (full.startsWith('gitopia.gitopia.storage.')) return protoJson(value, `msg:${full}`)
  const codec = moduleCodec(full)
  const inner = render(value, `msg:${full}`, { codec, decode })
  const name = CODECS[codec]?.[full]
  return name === undefined ? inner : { type: name, value: inner }
}

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
}

/** Go's `encoding/json` string: HTML-safe, control characters as `\u00XX` but \n, \r, \t. */
function goString(text: string): string {
  let out = '"'
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    const short = SHORT_ESCAPES[ch]
    if (short !== undefined) out += short
    else if (code < 0x20 || '<>&\u2028\u2029'.includes(ch))
      out += `\\u${code.toString(16).padStart(4, '0')}`
    else out += ch
  }
  return `${out}"`
}

/** `sdk.MustSortJSON`: keys sorted at every level, compact, Go's escaping. */
export function sortedJson(value: Json): string {
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (typeof value === 'string') return goString(value)
  if (typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(key => `${goString(key)}:${sortedJson((value as Value)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}
