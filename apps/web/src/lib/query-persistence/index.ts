import type { QueryClient } from '@tanstack/react-query'
import { MAX_AGE_MS, SAVED_AT_PREFIX } from './limits.ts'

/**
 * How long the first render waits for saved answers before it goes on without them. The code and
 * IndexedDB answer in tens of ms from the browser's cache; waiting matters, as answers that arrive
 * after the route's loaders have asked the nodes cannot stand in for those reads.
 */
const RESTORE_WAIT_MS = 1000
/**
 * A first visit loads the saving code only once the page has settled, off its critical path: no
 * sooner than SAVE_START_MS, and after the cache has fetched nothing for QUIET_CHECKS checks in a row.
 */
const SAVE_START_MS = 4000
const QUIET_CHECKS = 3
const CHECK_EVERY_MS = 500

/**
 * Return visits (docs/performance.md, "Return visits"). With answers saved for `scope`, loads them
 * into the cache before the first render; without, loads the
 * saving code a few seconds after start. `scope` is read again at each save (the account may change).
 */
export function startQueryPersistence(client: QueryClient, scope: () => string): Promise<void> {
  const build = buildId()
  const restore = Date.now() - savedAt(scope()) <= MAX_AGE_MS
  const start = () =>
    import('./persister.ts').then(({ startPersistence }) =>
      startPersistence(client, scope, build, restore),
    )
  if (!restore) {
    setTimeout(() => whenQuiet(client, () => void start().catch(() => undefined)), SAVE_START_MS)
    return Promise.resolve()
  }
  const waited = new Promise<void>(resolve => setTimeout(resolve, RESTORE_WAIT_MS))
  return Promise.race([start().catch(() => undefined), waited])
}

/**
 * The build the page runs: the hashed name of the chunk this module is bundled into, which changes
 * whenever any of the app's code does (chunk names carry the hashes of what they import), so
 * answers saved by another build, maybe of another shape, are never shown.
 */
function buildId(): string {
  return import.meta.url
}

/** When `scope`'s answers were last saved; 0 for never (or no localStorage). */
function savedAt(scope: string): number {
  try {
    return Number(localStorage.getItem(SAVED_AT_PREFIX + scope))
  } catch {
    return 0
  }
}

function whenQuiet(client: QueryClient, run: () => void): void {
  let quiet = 0
  const timer = setInterval(() => {
    quiet = client.isFetching() === 0 ? quiet + 1 : 0
    if (quiet < QUIET_CHECKS) return
    clearInterval(timer)
    run()
  }, CHECK_EVERY_MS)
}
