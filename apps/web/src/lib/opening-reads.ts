// The first chain reads of the page the app opens on go out with the route table, while the
// page's code is still downloading (docs/performance.md, "Reads that do not wait for code").
// Later navigations do not prime: their code is mostly loaded already, intent prefetch starts
// them early, and their data may be cached (an unused primed answer would only cost a request).
// Only owner names the chain could accept are primed: a URL no owner could have is a 404 without
// a lookup. Owner addresses are not primed (checking one would bring bech32 into the entry);
// their pages read as before.
import { primeGitopiaRead } from '@gitopia-client/chain/gitopia'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { primeActiveProviders } from '@gitopia-client/chain/storage'

let opening = true

/** The router has loaded the page the app opened on. */
export function pageOpened(): void {
  opening = false
}

/** Sends a gitopia read now if the app is opening on this page; its reader takes the answer. */
export function primeOpeningRead(path: string, limit?: number): void {
  if (opening) primeGitopiaRead(NODE_POOL_REST, path, limit)
}

/**
 * Sends the chain's list of active storage providers now if the app is opening on a page that
 * chooses a provider: its content reads wait for the list, which would otherwise leave only once
 * the provider session's code has loaded.
 */
export function primeOpeningProviders(): void {
  if (opening) primeActiveProviders(NODE_POOL_REST)
}
