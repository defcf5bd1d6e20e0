// The first chain reads of the page the app opens on go out with the route table, while the
// page's code is still downloading (docs/performance.md, "Reads that do not wait for code").
// Later navigations do not prime: their code is mostly loaded already, intent prefetch starts
// them early, and their data may be cached (an unused primed answer would only cost a request).
// Owners are not checked here (that code is not in the entry): a URL no owner could have costs
// one read whose answer expires unused, while the page says 404 without asking.
import { primeGitopiaRead } from '@gitopia-client/chain/gitopia'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'

let opening = true

/** The router has loaded the page the app opened on. */
export function pageOpened(): void {
  opening = false
}

/** Sends a gitopia read now if the app is opening on this page; its reader takes the answer. */
export function primeOpeningRead(path: string, limit?: number): void {
  if (opening) primeGitopiaRead(NODE_POOL_REST, path, limit)
}
