import { poolFromSeed } from '@gitopia-client/chain/nodes'
import { get, set } from 'idb-keyval'
import { buildIndex, INDEX_FORMAT, type StoredIndex } from '../model/build-index.ts'
import { searchIndex } from '../model/search-index.ts'
import type { FromWorker, IndexState, ToWorker } from './protocol.ts'

/**
 * Builds and keeps the explore index off the main thread: reads the chain's paged lists, stores
 * the result in IndexedDB and answers searches from memory.
 */
/** The worker's global scope, typed with the app's DOM lib (the webworker lib clashes with it). */
interface WorkerScope {
  postMessage(message: FromWorker): void
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null
}
const scope = globalThis as unknown as WorkerScope

let api = ''
let chainId = ''
let index: StoredIndex | null = null
let version = 0
let building: AbortController | null = null

const post = (message: FromWorker) => scope.postMessage(message)
const storageKey = (chain: string, endpoint: string) => `explore-index:${chain}:${endpoint}`

function readyStatus(buildMs: number, refreshing: boolean): IndexState {
  return {
    state: 'ready',
    owners: index?.owners.length ?? 0,
    repositories: index?.repositories.length ?? 0,
    buildMs,
    version,
    refreshing,
  }
}

async function refresh(): Promise<void> {
  building?.abort()
  const controller = new AbortController()
  building = controller
  const started = performance.now()
  if (index) post({ type: 'status', status: readyStatus(0, true) })
  try {
    const next = await buildIndex(api, index, controller.signal, progress => {
      if (!index) post({ type: 'status', status: { state: 'building', progress } })
    })
    if (controller.signal.aborted) return
    index = next
    version += 1
    post({ type: 'status', status: readyStatus(Math.round(performance.now() - started), false) })
    await set(storageKey(chainId, api), next).catch(() => undefined)
  } catch (error) {
    if (controller.signal.aborted) return
    version += 1
    // A failed refresh keeps the index it had; only a first build fails outright.
    post({
      type: 'status',
      status: index
        ? readyStatus(0, false)
        : {
            state: 'failed',
            message: error instanceof Error ? error.message : String(error),
            version,
          },
    })
  } finally {
    if (building === controller) building = null
  }
}

async function open(endpoint: string, chain: string): Promise<void> {
  api = endpoint
  chainId = chain
  index = null
  const stored = await get<StoredIndex>(storageKey(chain, endpoint)).catch(() => undefined)
  // An index of an older format lacks fields the results show: it is built again instead.
  if (stored && stored.api === endpoint && stored.format === INDEX_FORMAT) {
    index = stored
    version += 1
    post({ type: 'status', status: readyStatus(0, true) })
  } else {
    post({ type: 'status', status: { state: 'empty' } })
  }
  await refresh()
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data
  switch (message.type) {
    case 'open':
      if (message.nodes) poolFromSeed(message.nodes)
      void open(message.api, message.chainId)
      return
    case 'refresh':
      void refresh()
      return
    case 'search':
      post({
        type: 'results',
        id: message.id,
        results: index ? searchIndex(index, message.query) : { items: [], total: 0 },
      })
  }
}
