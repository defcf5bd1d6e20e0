import * as z from 'zod/mini'
import { fetchJson, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { text, u64 } from '../gitopia/wire.ts'
import { safeProviderUrl } from '../../storage/provider-url.ts'
import { activeProvidersUrl, storageUrl } from './paths.ts'

export { primeActiveProviders } from './paths.ts'

const providerWire = z.object({
  creator: z.string(),
  api_url: z.string(),
  moniker: text,
  jailed: z.optional(z.boolean()),
})

/** A storage provider as the client keeps it (docs/client-rules.md#client-state: creator, api_url, moniker). */
export interface StorageProviderInfo {
  /** The provider's address. */
  readonly creator: string
  /** Base URL of its HTTP API, without a trailing slash. */
  readonly apiUrl: string
  readonly moniker: string
}

function toProvider(wire: z.output<typeof providerWire>): StorageProviderInfo {
  return { creator: wire.creator, apiUrl: wire.api_url.replace(/\/+$/, ''), moniker: wire.moniker }
}

/** The providers the chain currently counts as active. */
export async function listActiveProviders(
  api: string,
  options?: FetchJsonOptions,
): Promise<StorageProviderInfo[]> {
  const schema = z.object({ providers: z._default(z.array(providerWire), []) })
  const body = await fetchJson(activeProvidersUrl(api), schema, options)
  // A jailed provider is never chosen, even from a node that still lists it as active, and
  // neither is one whose api_url is not https (or http to loopback): see provider-url.ts.
  return body.providers
    .filter(provider => provider.jailed !== true && safeProviderUrl(provider.api_url) !== null)
    .map(toProvider)
}

/** One provider by address, active or not. */
export async function getStorageProvider(
  api: string,
  address: string,
  options?: FetchJsonOptions,
): Promise<StorageProviderInfo> {
  const body = await fetchJson(
    storageUrl(api, 'provider', address),
    z.object({ provider: providerWire }),
    options,
  )
  if (safeProviderUrl(body.provider.api_url) === null)
    throw new Error(`Storage provider ${address} has an api_url that is not https; it is not used`)
  return toProvider(body.provider)
}

const packfileWire = z.object({
  creator: text,
  id: u64,
  repository_id: u64,
  name: text,
  size: u64,
  cid: text,
  updated_at: z._default(z.nullable(z.string()), null),
})

/** Where a repository's git data is pinned: the packfile record on chain. */
export interface RepositoryPackfile {
  readonly name: string
  /** IPFS content id of the packfile. */
  readonly cid: string
  readonly sizeBytes: number
  /** The provider that stores it. */
  readonly provider: string
  readonly updatedAt: Date | null
}

export async function getRepositoryPackfile(
  api: string,
  repositoryId: string,
  options?: FetchJsonOptions,
): Promise<RepositoryPackfile> {
  const body = await fetchJson(
    storageUrl(api, 'repository', repositoryId, 'packfile'),
    z.object({ packfile: packfileWire }),
    options,
  )
  const { packfile } = body
  const updated = packfile.updated_at === null ? NaN : Date.parse(packfile.updated_at)
  return {
    name: packfile.name,
    cid: packfile.cid,
    sizeBytes: Number(packfile.size),
    provider: packfile.creator,
    updatedAt: Number.isNaN(updated) ? null : new Date(updated),
  }
}
