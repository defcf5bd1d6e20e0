// Where the storage module's reads live. No zod and no readers here: the route table imports this
// module with the entry to send the provider list with a page's first reads
// (`primeActiveProviders`), so the reader and the priming name the same URL.
import { joinUrl, primeRead } from '../../rest/fetcher.ts'

/** Storage module routes on the chain's REST gateway (docs/protocol.md#storage-module-routes). */
export const STORAGE_PREFIX = '/gitopia/gitopia/storage'

export function storageUrl(api: string, ...segments: string[]): string {
  return joinUrl(api, `${STORAGE_PREFIX}/${segments.map(encodeURIComponent).join('/')}`)
}

export const activeProvidersUrl = (api: string) => storageUrl(api, 'active-providers')

/**
 * Sends the read of the active storage providers now, before the storage session's code has
 * loaded: the session's first `listActiveProviders` takes this answer (`primeRead`).
 */
export function primeActiveProviders(api: string): void {
  primeRead(activeProvidersUrl(api))
}
