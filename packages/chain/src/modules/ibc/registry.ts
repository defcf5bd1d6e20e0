import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import type { GasPrice } from '../../fees.ts'
import { safeEndpointUrl } from '../../endpoint-url.ts'
import type { ChainProvider } from '../../networks.ts'
import type { IbcAsset } from './amounts.ts'
import { TRANSFER_PORT } from './denom.ts'

/**
 * Chain-registry data as the product site serves it (`/api/ibc/{chain}/info|assets`,
 * `/api/ibc/{a}/bridge/{b}`), in the registry's JSON field names. The npm package's camelCase
 * form (`chainName`, `logoURIs`, `chain1`) is accepted too and read as the JSON names.
 */
function snakeKey(key: string): string {
  if (key === 'logoURIs') return 'logo_URIs'
  if (/^chain[12]$/.test(key)) return `chain_${key.slice(5)}`
  if (key.includes('_') || !/^[a-z]/.test(key)) return key
  return key.replace(/[A-Z]/g, letter => `_${letter.toLowerCase()}`)
}

export function normalizeRegistryJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeRegistryJson)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[snakeKey(key)] = normalizeRegistryJson(item)
  return out
}

const chainName = z.string().check(z.regex(/^[a-z0-9]+$/))
const gasNumber = z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))])
const endpoint = z.looseObject({ address: z.string(), provider: z.optional(z.string()) })

export const registryChainSchema = z.looseObject({
  chain_name: chainName,
  chain_id: z.string().check(z.minLength(1)),
  bech32_prefix: z.string().check(z.minLength(1)),
  pretty_name: z.optional(z.string()),
  slip44: z.optional(z.number()),
  fees: z.optional(
    z.looseObject({
      fee_tokens: z._default(
        z.array(
          z.looseObject({
            denom: z.string(),
            fixed_min_gas_price: z.optional(gasNumber),
            low_gas_price: z.optional(gasNumber),
            average_gas_price: z.optional(gasNumber),
            high_gas_price: z.optional(gasNumber),
          }),
        ),
        [],
      ),
    }),
  ),
  apis: z.optional(
    z.looseObject({
      rpc: z._default(z.array(endpoint), []),
      rest: z._default(z.array(endpoint), []),
    }),
  ),
  /** Block explorers; a malformed list is dropped rather than failing the chain. */
  explorers: z.catch(
    z.optional(
      z.array(z.looseObject({ kind: z.optional(z.string()), tx_page: z.optional(z.string()) })),
    ),
    undefined,
  ),
})
export type RegistryChain = z.infer<typeof registryChainSchema>

/**
 * A transaction's page on the chain's first explorer with an https `tx_page` template
 * (`https://…/txs/${txHash}`); null when the registry names none.
 */
export function explorerTxUrl(chain: RegistryChain, hash: string): string | null {
  if (!/^[0-9A-Fa-f]{64}$/.test(hash)) return null
  for (const explorer of chain.explorers ?? []) {
    const page = explorer.tx_page ?? ''
    if (page.startsWith('https://') && page.includes('${txHash}'))
      return page.replace('${txHash}', hash.toUpperCase())
  }
  return null
}

const imageUris = z.looseObject({ png: z.optional(z.string()), svg: z.optional(z.string()) })

export const registryAssetSchema = z.looseObject({
  base: z.string(),
  display: z._default(z.string(), ''),
  symbol: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  type_asset: z.optional(z.string()),
  denom_units: z._default(
    z.array(
      z.looseObject({
        denom: z.string(),
        exponent: z.number(),
        aliases: z.optional(z.array(z.string())),
      }),
    ),
    [],
  ),
  logo_URIs: z.optional(imageUris),
  images: z.optional(z.array(imageUris)),
  traces: z.optional(
    z.array(
      z.looseObject({
        type: z.string(),
        counterparty: z.looseObject({
          chain_name: z.string(),
          base_denom: z.string(),
          channel_id: z.optional(z.string()),
        }),
        chain: z.optional(
          z.looseObject({ channel_id: z.optional(z.string()), path: z.optional(z.string()) }),
        ),
      }),
    ),
  ),
})
export type RegistryAsset = z.infer<typeof registryAssetSchema>

export const registryAssetListSchema = z.looseObject({
  chain_name: chainName,
  assets: z._default(z.array(registryAssetSchema), []),
})
export type RegistryAssetList = z.infer<typeof registryAssetListSchema>

const bridgeSide = z.looseObject({
  chain_name: chainName,
  chain_id: z.optional(z.string()),
  client_id: z.string(),
  connection_id: z.string(),
})
const channelSide = z.looseObject({ channel_id: z.string(), port_id: z.string() })

export const registryBridgeSchema = z.looseObject({
  chain_1: bridgeSide,
  chain_2: bridgeSide,
  channels: z._default(
    z.array(
      z.looseObject({
        chain_1: channelSide,
        chain_2: channelSide,
        ordering: z.optional(z.string()),
        version: z.optional(z.string()),
        tags: z.optional(
          z.looseObject({ preferred: z.optional(z.boolean()), status: z.optional(z.string()) }),
        ),
      }),
    ),
    [],
  ),
})
export type RegistryBridge = z.infer<typeof registryBridgeSchema>

/** Reads through the normalizer, so both field-name styles validate against one schema. */
const normalized = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(z.transform(normalizeRegistryJson), schema)

/** `GET {site}/api/ibc/{chain}/info`: the chain's chain.json. */
export function fetchRegistryChain(site: string, chain: string, options?: FetchJsonOptions) {
  const url = joinUrl(site, `/api/ibc/${encodeURIComponent(chain)}/info`)
  return fetchJson(url, normalized(registryChainSchema), options)
}

/** `GET {site}/api/ibc/{chain}/assets`: the chain's assetlist.json. */
export function fetchRegistryAssets(site: string, chain: string, options?: FetchJsonOptions) {
  const url = joinUrl(site, `/api/ibc/${encodeURIComponent(chain)}/assets`)
  return fetchJson(url, normalized(registryAssetListSchema), options)
}

/** `GET {site}/api/ibc/{a}/bridge/{b}` with the names sorted, as the registry files are named. */
export function fetchRegistryBridge(
  site: string,
  chainA: string,
  chainB: string,
  options?: FetchJsonOptions,
) {
  const [first, second] = [chainA, chainB].sort()
  const url = joinUrl(
    site,
    `/api/ibc/${encodeURIComponent(first ?? '')}/bridge/${encodeURIComponent(second ?? '')}`,
  )
  return fetchJson(url, normalized(registryBridgeSchema), options)
}

export interface TransferRoute {
  /** The channel on our chain (the one a withdrawal is sent over). */
  readonly channel: string
  /** The counterparty's channel (a deposit is sent over it). */
  readonly counterpartyChannel: string
  readonly counterpartyChain: string
}

/** The transfer channel between `ours` and the other chain of a bridge file (preferred first). */
export function transferRoute(bridge: RegistryBridge, ours: string): TransferRoute | null {
  const oursIsFirst = bridge.chain_1.chain_name === ours
  if (!oursIsFirst && bridge.chain_2.chain_name !== ours) return null
  const candidates = bridge.channels.filter(
    c => c.chain_1.port_id === TRANSFER_PORT && c.chain_2.port_id === TRANSFER_PORT,
  )
  const channel = candidates.find(c => c.tags?.preferred === true) ?? candidates[0]
  if (!channel) return null
  const [mine, theirs] = oursIsFirst
    ? [channel.chain_1, channel.chain_2]
    : [channel.chain_2, channel.chain_1]
  return {
    channel: mine.channel_id,
    counterpartyChannel: theirs.channel_id,
    counterpartyChain: oursIsFirst ? bridge.chain_2.chain_name : bridge.chain_1.chain_name,
  }
}

/** A registry number (0.025, 1e-7) or string as an exact decimal literal. */
export function decimalLiteral(value: number | string): string {
  if (typeof value === 'string') return value
  if (!Number.isFinite(value) || value < 0) throw new Error(`Not a gas price: ${value}`)
  const text = value.toString()
  if (!/e/i.test(text)) return text
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '')
}

/** The chain's fixed gas price (chain.json `fixed_min_gas_price` of its first fee token). */
export function fixedGasPrice(chain: RegistryChain): GasPrice {
  const token = chain.fees?.fee_tokens[0]
  if (!token) throw new Error(`${chain.chain_name} lists no fee token`)
  const price = token.fixed_min_gas_price ?? token.low_gas_price ?? token.average_gas_price
  if (price === undefined) throw new Error(`${chain.chain_name} lists no gas price`)
  return { amount: decimalLiteral(price), denom: token.denom }
}

/** The first REST and RPC address the registry lists for the chain. */
export function chainEndpoints(chain: RegistryChain): { rest: string; rpc: string } {
  const [first] = chainProviders(chain)
  if (!first) throw new Error(`${chain.chain_name} lists no REST or RPC endpoint`)
  return { rest: first.apiEndpoint, rpc: first.rpcEndpoint }
}

/**
 * The chain's nodes as the registry lists them, in its order: a REST address with the RPC
 * address of the same provider (or, failing that, the RPC at the same place in the list). Only
 * http(s) addresses are kept: the registry is public data.
 */
export function chainProviders(chain: RegistryChain): ChainProvider[] {
  const web = (api: { address: string }) => safeEndpointUrl(api.address) !== null
  const rest = (chain.apis?.rest ?? []).filter(web)
  const rpc = (chain.apis?.rpc ?? []).filter(web)
  return rest.flatMap((api, index) => {
    const name = api.provider ?? ''
    const partner = (name && rpc.find(other => other.provider === name)) || rpc[index]
    if (!partner) return []
    return [
      {
        name: name || `${chain.pretty_name ?? chain.chain_name} node ${index + 1}`,
        apiEndpoint: api.address,
        rpcEndpoint: partner.address,
      },
    ]
  })
}

/** A registry asset as the app shows it, held on `denom` of some chain. */
export function assetFromRegistry(asset: RegistryAsset, originChain: string, denom = asset.base) {
  const units = asset.denom_units
  const display = units.find(unit => unit.denom === asset.display)
  const exponent = display?.exponent ?? Math.max(0, ...units.map(unit => unit.exponent))
  const logo = asset.logo_URIs?.svg ?? asset.logo_URIs?.png ?? asset.images?.[0]?.svg ?? null
  const trace = asset.traces?.find(t => t.type === 'ibc')
  return {
    denom,
    baseDenom: trace?.counterparty.base_denom ?? asset.base,
    symbol: asset.symbol || asset.display || asset.base,
    exponent,
    name: asset.name || asset.symbol || asset.base,
    logo: logo ?? asset.images?.[0]?.png ?? null,
    originChain: trace?.counterparty.chain_name ?? originChain,
  } satisfies IbcAsset
}
