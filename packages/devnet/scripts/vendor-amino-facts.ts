// Regenerates src/modules/auth/amino/chain-facts.json: what the real chain's Go code says about
// each Msg it renders in Legacy Amino JSON (field json names, omitempty, Go types, registered
// names), read from the chain's own source at pinned commits. Needs the source mirrors that the
// `fetch` tool brings (gitopia/gitopia, gitopia/cosmos-sdk, cosmos/ibc-go):
//   tsx packages/devnet/scripts/vendor-amino-facts.ts
// The devnet renders sign docs from this data alone (docs/protocol.md#amino-json), never from
// the client's converters.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'

interface Source {
  readonly repo: string
  readonly ref: string
  readonly gitDir: string
  readonly files: readonly string[]
  /** codec.go files whose registrations form one codec, by codec name. */
  readonly codecs: Readonly<Record<string, readonly string[]>>
}

const SDK_CODEC_FILES = [
  'x/bank/types/codec.go',
  'x/distribution/types/codec.go',
  'x/gov/types/v1/codec.go',
  'x/gov/types/v1beta1/codec.go',
  'x/group/codec.go',
  'x/feegrant/codec.go',
  'x/authz/codec.go',
  'x/staking/types/codec.go',
]

const SOURCES: readonly Source[] = [
  {
    repo: 'gitopia/gitopia',
    ref: 'release-v6',
    gitDir: '/work/.mirror/gitopia+gitopia/repo',
    files: [
      'x/gitopia/types/*.pb.go',
      'x/storage/types/*.pb.go',
      'x/rewards/types/*.pb.go',
      'x/offchain/types/offchain.pb.go',
    ],
    codecs: {
      gitopia: ['x/gitopia/types/codec.go'],
      storage: ['x/storage/types/codec.go'],
      rewards: ['x/rewards/types/codec.go'],
      offchain: ['x/offchain/types/codec.go'],
    },
  },
  {
    repo: 'gitopia/cosmos-sdk',
    ref: 'v0.47.13-group-disable-pruning',
    gitDir: '/work/.mirror/gitopia+cosmos-sdk/repo',
    files: [
      'types/coin.pb.go',
      'x/bank/types/tx.pb.go',
      'x/bank/types/bank.pb.go',
      'x/distribution/types/tx.pb.go',
      'x/distribution/types/distribution.pb.go',
      'x/gov/types/v1/tx.pb.go',
      'x/gov/types/v1/gov.pb.go',
      'x/gov/types/v1beta1/tx.pb.go',
      'x/gov/types/v1beta1/gov.pb.go',
      'x/group/tx.pb.go',
      'x/group/types.pb.go',
      'x/feegrant/tx.pb.go',
      'x/feegrant/feegrant.pb.go',
      'x/staking/types/tx.pb.go',
      'x/staking/types/staking.pb.go',
    ],
    // Each of these modules registers its types into the group, gov and authz codecs too (their
    // init functions), which is what renders the Msgs nested in group and gov proposals.
    codecs: { sdk: SDK_CODEC_FILES },
  },
  {
    repo: 'cosmos/ibc-go',
    ref: 'v7.6.0',
    gitDir: '/work/.mirror/cosmos+ibc-go/repo',
    files: ['modules/apps/transfer/types/tx.pb.go', 'modules/core/02-client/types/client.pb.go'],
    codecs: { ibc: ['modules/apps/transfer/types/codec.go'] },
  },
]

const git = (gitDir: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 })

/** The generated files of a folder, except queries and genesis (no Msg needs their types). */
const pbFiles = (gitDir: string, commit: string, pattern: string) => {
  const dir = pattern.slice(0, -'/*.pb.go'.length)
  return git(gitDir, 'ls-tree', '--name-only', `${commit}:${dir}`)
    .split('\n')
    .filter(name => name.endsWith('.pb.go') && !/^(query|genesis)\.pb\.go$/.test(name))
    .map(name => `${dir}/${name}`)
}

interface GoField {
  readonly goName: string
  readonly goType: string
  readonly proto: string
  readonly json: string
  readonly omitempty: boolean
}

/** `type X struct {...}` blocks of a generated .pb.go with their tagged fields. */
function parseStructs(text: string): Map<string, GoField[]> {
  const structs = new Map<string, GoField[]>()
  const block = /^type (\w+) struct \{\n([\s\S]*?)^\}/gm
  for (const [, name = '', body = ''] of text.matchAll(block)) {
    const fields: GoField[] = []
    for (const line of body.split('\n')) {
      const m = /^\t(\w+)\s+(\S+)\s+`protobuf:"([^"]*)"[^`]*json:"([^"]*)"/.exec(line)
      if (!m) continue
      const [, goName = '', goType = '', protoTag = '', jsonTag = ''] = m
      const proto = /name=(\w+)/.exec(protoTag)?.[1] ?? goName
      const [json = '', ...options] = jsonTag.split(',')
      fields.push({ goName, goType, proto, json, omitempty: options.includes('omitempty') })
    }
    structs.set(name, fields)
  }
  return structs
}

const registered = (text: string, kind: 'Type' | 'Enum') =>
  [
    ...text.matchAll(
      kind === 'Type'
        ? /proto\.RegisterType\(\(\*(\w+)\)\(nil\), "([\w.]+)"\)/g
        : /proto\.RegisterEnum\("([\w.]+)", (\w+)_name/g,
    ),
  ].map(([, a = '', b = '']): [string, string] => (kind === 'Type' ? [a, b] : [b, a]))

/** `RegisterConcrete(&X{}, "name"` and `RegisterAminoMsg(cdc, &X{}, "name")`. */
const registrations = (text: string) =>
  [
    ...text.matchAll(
      /^\s*(?:cdc\.RegisterConcrete\(|legacy\.RegisterAminoMsg\(cdc, )&?(\w+)\{\}, "([^"]+)"/gm,
    ),
  ].map(([, goType = '', name = '']) => [goType, name] as [string, string])

const SPECIAL_TYPES: Record<string, string> = {
  'github_com_cosmos_cosmos_sdk_types.Coins': 'coins',
  'types.Coins': 'coins',
  'github_com_cosmos_cosmos_sdk_types.DecCoins': 'deccoins',
  'cosmossdk_io_math.Int': 'int',
  'github_com_cosmos_cosmos_sdk_types.Int': 'int',
  'github_com_cosmos_cosmos_sdk_types.Dec': 'dec',
  'cosmossdk_io_math.LegacyDec': 'dec',
  'types.Any': 'any',
  'types1.Any': 'any',
  'time.Duration': 'duration',
  'time.Time': 'timestamp',
  Int: 'int',
  Dec: 'dec',
  string: 'string',
  bool: 'bool',
  uint64: 'uint64',
  int64: 'int64',
  uint32: 'uint32',
  int32: 'int32',
  '[]byte': 'bytes',
}

interface Parsed {
  readonly pkgOf: Map<string, string> // "<dir>:<Go name>" -> proto full name
  readonly byProto: Map<string, GoField[]>
  readonly enums: Set<string>
}

function resolveType(goType: string, dir: string, parsed: Parsed, all: Map<string, string[]>) {
  let rest = goType
  let prefix = ''
  for (;;) {
    if (rest.startsWith('[]') && rest !== '[]byte') {
      prefix += '[]'
      rest = rest.slice(2)
    } else if (rest.startsWith('*')) {
      prefix += '*'
      rest = rest.slice(1)
    } else break
  }
  const special = SPECIAL_TYPES[rest]
  if (special) return prefix + special
  const bare = rest.includes('.') ? rest.slice(rest.indexOf('.') + 1) : rest
  const local = parsed.pkgOf.get(`${dir}:${bare}`)
  const candidates = all.get(bare) ?? []
  const full = (!rest.includes('.') && local) || (candidates.length === 1 ? candidates[0] : local)
  // A type from a file not vendored: no Msg the devnet renders needs it.
  if (!full) return `${prefix}unknown:${rest}`
  return prefix + (parsed.enums.has(full) ? `enum:${full}` : `msg:${full}`)
}

function main() {
  const parsed: Parsed = { pkgOf: new Map(), byProto: new Map(), enums: new Set() }
  const goStructs: { dir: string; full: string; fields: GoField[] }[] = []
  const allByBare = new Map<string, string[]>()
  const codecs: Record<string, Record<string, string>> = {}
  const sources = []
  for (const source of SOURCES) {
    const commit = git(source.gitDir, 'rev-parse', `${source.ref}^{commit}`).trim()
    const files = source.files.flatMap(path =>
      path.endsWith('/*.pb.go') ? pbFiles(source.gitDir, commit, path) : [path],
    )
    sources.push({ repo: source.repo, ref: source.ref, commit, files })
    for (const path of files) {
      const text = git(source.gitDir, 'show', `${commit}:${path}`)
      const dir = `${source.repo}/${path.slice(0, path.lastIndexOf('/'))}`
      const structs = parseStructs(text)
      for (const [goName, full] of registered(text, 'Type')) {
        parsed.pkgOf.set(`${dir}:${goName}`, full)
        allByBare.set(goName, [...(allByBare.get(goName) ?? []), full])
        const fields = structs.get(goName)
        if (fields) goStructs.push({ dir, full, fields })
      }
      for (const [goName, full] of registered(text, 'Enum')) {
        parsed.pkgOf.set(`${dir}:${goName}`, full)
        parsed.enums.add(full)
        allByBare.set(goName, [...(allByBare.get(goName) ?? []), full])
      }
    }
    for (const [codec, files] of Object.entries(source.codecs)) {
      sources.at(-1)?.files.push(...files)
      for (const path of files) {
        const dir = `${source.repo}/${path.slice(0, path.lastIndexOf('/'))}`
        for (const [goType, name] of registrations(
          git(source.gitDir, 'show', `${commit}:${path}`),
        )) {
          const full = parsed.pkgOf.get(`${dir}:${goType}`)
          if (full) (codecs[codec] ??= {})[full] = name
        }
      }
    }
  }
  // Msgs without GetSignBytes: SDK 0.47's StdSignBytes panics on them, so no Amino signature
  // of a tx holding one is ever accepted.
  const [gitopia] = SOURCES
  if (!gitopia) throw new Error('no gitopia source')
  const withSignBytes = new Set(
    [
      ...git(
        gitopia.gitDir,
        'grep',
        '-h',
        '-E',
        'func \\(\\w+ \\*?Msg\\w+\\) GetSignBytes',
        gitopia.ref,
        '--',
        'x/',
      ).matchAll(/func \(\w+ \*?(Msg\w+)\) GetSignBytes/g),
    ].map(([, name = '']) => name),
  )
  const withoutSignBytes = goStructs
    .filter(({ dir, full }) => dir.startsWith('gitopia/gitopia/') && /\.Msg\w+$/.test(full))
    .map(({ full }) => full)
    .filter(full => !full.endsWith('Response') && !full.includes('_'))
    .filter(full => !withSignBytes.has(full.slice(full.lastIndexOf('.') + 1)))
  const types: Record<string, [string, string, boolean, string][]> = {}
  for (const { dir, full, fields } of goStructs)
    types[full] = fields.map(f => [
      f.proto,
      f.json,
      f.omitempty,
      resolveType(f.goType, dir, parsed, allByBare),
    ])
  const out = {
    about:
      'Generated by packages/devnet/scripts/vendor-amino-facts.ts from the sources below. types: proto full name -> fields [proto name, Go json name, omitempty, Go type]; codecs: the Legacy Amino names each codec registers.',
    sources,
    codecs,
    withoutSignBytes,
    types,
  }
  const target = new URL('../src/modules/auth/amino/chain-facts.json', import.meta.url)
  writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`)
}

main()
