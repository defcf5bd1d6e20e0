import type * as z from 'zod'
import {
  assetListFileSchema,
  chainFileSchema,
  ibcFileSchema,
  type AssetListFile,
  type ChainFile,
  type IbcFile,
} from './schema.ts'

/** The registry data the `/api/ibc/*` routes serve, by chain name and by sorted pair. */
export interface IbcRegistry {
  readonly chains: ReadonlyMap<string, { readonly info: ChainFile; readonly assets: AssetListFile }>
  /** `_IBC` data by `<a>-<b>`, the names sorted. */
  readonly bridges: ReadonlyMap<string, IbcFile>
}

/** Registry files as read, each with where it came from (for error messages). */
export interface IbcRegistrySource {
  readonly chains: readonly {
    readonly chain: unknown
    readonly assetlist: unknown
    readonly origin: string
    /** The name the files must carry (their directory's), if any. */
    readonly name?: string
  }[]
  readonly ibc: readonly {
    readonly data: unknown
    readonly origin: string
    /** The `<a>-<b>` the data must be for (its file's name), if any. */
    readonly pair?: string
  }[]
}

/** `<a>-<b>` with the names sorted, as the registry names its `_IBC` files. */
export function bridgeKey(a: string, b: string): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`
}

export class IbcRegistryError extends Error {
  override readonly name = 'IbcRegistryError'
}

function parse<T>(schema: z.ZodType<T>, value: unknown, origin: string): T {
  const result = schema.safeParse(value)
  // The schemas only check (no defaults, no transforms): the file is served as it was written.
  if (result.success) return value as T
  const issues = result.error.issues.map(
    issue => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  )
  throw new IbcRegistryError(`${origin} is not valid registry data:\n${issues.join('\n')}`)
}

/** Validates registry files and indexes them; throws IbcRegistryError naming the bad field. */
export function parseIbcRegistry(source: IbcRegistrySource): IbcRegistry {
  const chains = new Map<string, { info: ChainFile; assets: AssetListFile }>()
  for (const entry of source.chains) {
    const info = parse(chainFileSchema, entry.chain, `${entry.origin}/chain.json`)
    const assets = parse(assetListFileSchema, entry.assetlist, `${entry.origin}/assetlist.json`)
    if (assets.chain_name !== info.chain_name)
      throw new IbcRegistryError(
        `${entry.origin}: assetlist.json is for ${assets.chain_name}, chain.json for ${info.chain_name}`,
      )
    if (entry.name !== undefined && entry.name !== info.chain_name)
      throw new IbcRegistryError(`${entry.origin}: chain.json is for ${info.chain_name}`)
    if (chains.has(info.chain_name))
      throw new IbcRegistryError(`${entry.origin}: chain ${info.chain_name} is listed twice`)
    chains.set(info.chain_name, { info, assets })
  }
  const bridges = new Map<string, IbcFile>()
  for (const entry of source.ibc) {
    const data = parse(ibcFileSchema, entry.data, entry.origin)
    const key = bridgeKey(data.chain_1.chain_name, data.chain_2.chain_name)
    if (data.chain_1.chain_name === data.chain_2.chain_name || bridges.has(key))
      throw new IbcRegistryError(`${entry.origin}: a second or self-referencing pair ${key}`)
    if (entry.pair !== undefined && entry.pair !== key)
      throw new IbcRegistryError(`${entry.origin}: the data is for ${key} (names sorted)`)
    bridges.set(key, data)
  }
  return { chains, bridges }
}
