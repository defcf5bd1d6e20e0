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
 * Fields whose Go json tag is the snake_case proto name, where ts-proto says camelCase
 * (docs/protocol.md#amino-json); `DaoConfig`'s flags are snake_case wherever it appears.
 */
const SNAKE_TAGS: Readonly<Record<string, readonly string[]>> = {
  MsgSetBranch: ['packfileCid'],
  MsgMultiSetBranch: ['packfileCid'],
  MsgSetTag: ['packfileCid'],
  MsgMultiSetTag: ['packfileCid'],
  MsgInvokeMergePullRequest: ['baseCommitSha'],
  MsgInvokeDaoMergePullRequest: ['baseCommitSha'],
  MsgCreateDao: ['votingPeriod'],
  MsgMergePullRequest: ['repositoryId', 'pullRequestIid', 'mergeCommitSha', 'packfileCid'],
}
const DAO_CONFIG = 'config'

/**
 * Fields without `omitempty`, written even when empty: `sdk.Coins` as `[]` (its MarshalJSON),
 * other lists as `null` (a nil slice). Struct fields are always written when present.
 */
const KEPT_WHEN_EMPTY: Readonly<Record<string, Readonly<Record<string, 'coins' | 'list'>>>> = {
  MsgCreateIssue: { bountyAmount: 'coins' },
  MsgCreateBounty: { amount: 'coins' },
  MsgDaoTreasurySpend: { amount: 'coins' },
  MsgCreateDao: { members: 'list' },
  MsgMultiSetBranch: { branches: 'list' },
  MsgMultiSetTag: { tags: 'list' },
}

const snake = (key: string): string => key.replace(/[A-Z]/g, c => `_${c.toLowerCase()}`)
const camel = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

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

const msgName = (typeUrl: string) => typeUrl.slice(typeUrl.lastIndexOf('.') + 1)

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

interface Naming {
  /** The JSON name of a field of this object. */
  readonly name: (field: string) => string
  /** How the fields of a nested object are named. */
  readonly nested: (field: string) => Naming
}

const CAMEL: Naming = { name: field => field, nested: () => CAMEL }
const SNAKE: Naming = { name: snake, nested: () => SNAKE }

/** Gitopia Msgs keep ts-proto's names but for their snake_case tags and `DaoConfig`. */
function gitopiaNaming(typeUrl: string): Naming {
  const snakeFields = new Set(SNAKE_TAGS[msgName(typeUrl)] ?? [])
  return {
    name: field => (snakeFields.has(field) ? snake(field) : field),
    nested: field => (field === DAO_CONFIG ? SNAKE : CAMEL),
  }
}

/**
 * Amino JSON of a ts-proto value (go-amino's rules): zero values omitted unless the field has no
 * `omitempty`, 64-bit numbers as strings, enums as numbers, bytes base64.
 */
export function toAminoValue(
  value: unknown,
  key = '',
  naming: Naming = CAMEL,
  kept: Readonly<Record<string, 'coins' | 'list'>> = {},
): unknown {
  if (value instanceof Uint8Array) return toBase64(value)
  if (typeof value === 'number') return ENUM_FIELDS.has(key) ? value : String(value)
  if (typeof value === 'bigint') return value.toString()
  if (Array.isArray(value)) return value.map(item => toAminoValue(item, key, naming))
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [field, fieldValue] of Object.entries(value)) {
      const keep = kept[field]
      if (keep && Array.isArray(fieldValue) && fieldValue.length === 0) {
        out[naming.name(field)] = keep === 'coins' ? [] : null
        continue
      }
      if (isEmpty(fieldValue)) continue
      out[naming.name(field)] = toAminoValue(fieldValue, field, naming.nested(field))
    }
    return out
  }
  return value
}

/** Renames a Msg's Amino JSON keys back to ts-proto's, for `fromJSON`. */
function fromAminoKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromAminoKeys)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [camel(key), fromAminoKeys(inner)]),
  )
}

/** A Gitopia Msg's fields in Amino JSON, without the `{type, value}` wrapper. */
export function gitopiaAminoFields(typeUrl: string, type: ProtoMessageType, value: unknown) {
  const storage = typeUrl.startsWith('/gitopia.gitopia.storage.')
  return toAminoValue(
    type.fromPartial(value as never),
    '',
    storage ? SNAKE : gitopiaNaming(typeUrl),
    KEPT_WHEN_EMPTY[msgName(typeUrl)],
  )
}

/**
 * One converter per Gitopia Msg, as its module's amino codec writes it. `fromJSON` parses the
 * stringified numbers back; snake_case tags are renamed to ts-proto's names first.
 */
export function gitopiaAminoConverter(typeUrl: string, type: ProtoMessageType): AminoConverter {
  return {
    aminoType: gitopiaAminoName(typeUrl),
    toAmino: (value: unknown) => gitopiaAminoFields(typeUrl, type, value),
    fromAmino: (value: unknown) => type.fromJSON(fromAminoKeys(value)),
  }
}
