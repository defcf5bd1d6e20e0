import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import { plainSize } from './plain-size.ts'
import { checkShownScreen, saveLastScreen } from './last-screen.ts'
import { MAX_AGE_MS, SAVED_AT_PREFIX } from './limits.ts'
import { watchRestored } from './refresh-notice.ts'

/**
 * Return visits (docs/performance.md, "Return visits"): the query cache's answers are kept in
 * IndexedDB per chain id and account, shown at once on the next load and refetched right away.
 */

/** One query larger than this is not kept (a big file or tree is read again). */
const MAX_QUERY_BYTES = 256 * 1024
/** All kept answers of one scope together, newest first. */
const MAX_SCOPE_BYTES = 2 * 1024 * 1024
/** Scopes kept; the least recently saved ones beyond this are deleted. */
const MAX_SCOPES = 4
/** Saves are batched: at most one per this interval while answers keep arriving. */
const SAVE_DELAY_MS = 1000

export interface SavedAnswers {
  /** The build that saved them: another build's answers may have another shape. */
  readonly build: string
  readonly savedAt: number
  readonly state: DehydratedState
}

export interface AnswerStore {
  read(scope: string): Promise<SavedAnswers | undefined>
  write(scope: string, answers: SavedAnswers): Promise<void>
  remove(scope: string): Promise<void>
}

export function indexedDbAnswerStore(): AnswerStore {
  const store = createStore('gitopia-saved-answers', 'answers')
  return {
    read: scope => get<SavedAnswers>(scope, store),
    write: (scope, answers) => set(scope, answers, store),
    remove: scope => del(scope, store),
  }
}

/**
 * Puts `scope`'s saved answers into the cache, marked stale so every page that shows one also
 * reads it again, and returns their query hashes. Answers already in the cache and newer win.
 */
export async function restoreAnswers(
  client: QueryClient,
  store: AnswerStore,
  scope: string,
  build: string,
  now = Date.now(),
): Promise<ReadonlySet<string>> {
  const saved = await store.read(scope)
  if (!saved || saved.build !== build || now - saved.savedAt > MAX_AGE_MS) return new Set()
  const queries = saved.state.queries.filter(query => now - query.state.dataUpdatedAt <= MAX_AGE_MS)
  hydrate(client, { mutations: [], queries })
  const restored = new Set(queries.map(query => query.queryHash))
  await client.invalidateQueries(
    { predicate: query => restored.has(query.queryHash) },
    { cancelRefetch: false },
  )
  return restored
}

/** The answers worth keeping: successful, plain data, recent, within the size bounds, newest first. */
export function answersToKeep(client: QueryClient, now = Date.now()): DehydratedState {
  const sizes = new Map<Query, number>()
  const candidates = client
    .getQueryCache()
    .getAll()
    .filter(query => {
      if (query.state.status !== 'success' || query.meta?.persist === false) return false
      if (now - query.state.dataUpdatedAt > MAX_AGE_MS) return false
      const size = plainSize([query.queryKey, query.state.data], MAX_QUERY_BYTES)
      sizes.set(query, size)
      return size !== Infinity
    })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  const kept = new Set<Query>()
  let total = 0
  for (const query of candidates) {
    const size = sizes.get(query) ?? Infinity
    if (total + size > MAX_SCOPE_BYTES) continue
    total += size
    kept.add(query)
  }
  const state = dehydrate(client, { shouldDehydrateQuery: query => kept.has(query) })
  return { mutations: [], queries: state.queries }
}

export async function saveAnswers(
  client: QueryClient,
  store: AnswerStore,
  scope: string,
  build: string,
  now = Date.now(),
): Promise<void> {
  await store.write(scope, { build, savedAt: now, state: answersToKeep(client, now) })
  localStorage.setItem(SAVED_AT_PREFIX + scope, String(now))
  const scopes = savedScopes().sort((a, b) => b.savedAt - a.savedAt)
  const stale = scopes.filter(
    (saved, index) => index >= MAX_SCOPES || now - saved.savedAt > MAX_AGE_MS,
  )
  for (const { scope: old } of stale) {
    localStorage.removeItem(SAVED_AT_PREFIX + old)
    await store.remove(old).catch(() => undefined)
  }
}

/** Every scope with saved answers, by its localStorage mark. */
export function savedScopes(): { scope: string; savedAt: number }[] {
  return Object.keys(localStorage)
    .filter(key => key.startsWith(SAVED_AT_PREFIX))
    .map(key => ({
      scope: key.slice(SAVED_AT_PREFIX.length),
      savedAt: Number(localStorage.getItem(key)),
    }))
}

/**
 * Saves the scope's answers and the page's screen (last-screen.ts) a moment after new answers
 * arrive, and when the page is left.
 */
export function keepSaving(
  client: QueryClient,
  store: AnswerStore,
  scope: () => string,
  build: string,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    saveAnswers(client, store, scope(), build).catch(() => undefined)
    saveLastScreen(scope())
  }
  client.getQueryCache().subscribe(event => {
    if (event.type === 'updated' && event.action.type === 'success' && timer === undefined)
      timer = setTimeout(save, SAVE_DELAY_MS)
  })
  addEventListener('pagehide', save)
  timer = setTimeout(save, SAVE_DELAY_MS)
}

/** Restores the saved answers (when `restore`), shows which are being refreshed, then keeps saving. */
export async function startPersistence(
  client: QueryClient,
  scope: () => string,
  build: string,
  restore: boolean,
): Promise<void> {
  const store = indexedDbAnswerStore()
  if (restore) {
    checkShownScreen(scope())
    const restored = await restoreAnswers(client, store, scope(), build).catch(
      () => new Set<string>(),
    )
    // For the benchmarks: when a return visit had its saved answers (bench:latency).
    performance.mark('answers-restored')
    if (restored.size > 0) watchRestored(client, restored)
  }
  keepSaving(client, store, scope, build)
}
