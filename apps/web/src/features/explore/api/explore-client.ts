import { nodePoolSeed } from '@/features/network/index.ts'
import type { ExploreQuery, ExploreResults } from '../model/search-index.ts'
import type { FromWorker, IndexState, ToWorker } from '../worker/protocol.ts'

/** The main thread's side of the explore worker: its index status and searches by id. */
class ExploreClient {
  #status: IndexState = { state: 'empty' }
  readonly #listeners = new Set<() => void>()
  readonly #pending = new Map<number, (results: ExploreResults) => void>()
  #nextId = 1
  readonly #worker: Worker

  constructor(api: string) {
    this.#worker = new Worker(new URL('../worker/search-worker.ts', import.meta.url), {
      type: 'module',
      name: 'explore-index',
    })
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => this.#receive(event.data)
    const nodes = nodePoolSeed()
    this.#send({ type: 'open', api, chainId: nodes.chainId, nodes })
  }

  #send(message: ToWorker) {
    this.#worker.postMessage(message)
  }

  #receive(message: FromWorker) {
    if (message.type === 'status') {
      this.#status = message.status
      for (const listener of this.#listeners) listener()
      return
    }
    this.#pending.get(message.id)?.(message.results)
    this.#pending.delete(message.id)
  }

  readonly status = () => this.#status

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  refresh() {
    this.#send({ type: 'refresh' })
  }

  search(query: ExploreQuery): Promise<ExploreResults> {
    const id = this.#nextId++
    return new Promise(resolve => {
      this.#pending.set(id, resolve)
      this.#send({ type: 'search', id, query })
    })
  }
}

const clients = new Map<string, ExploreClient>()

/** One worker per REST endpoint for the app's lifetime: the index survives route changes. */
export function exploreClient(api: string): ExploreClient {
  let client = clients.get(api)
  if (!client) {
    client = new ExploreClient(api)
    clients.set(api, client)
  }
  return client
}
