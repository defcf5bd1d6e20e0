import type { ChainProvider } from '../networks.ts'
import { registerTransport } from '../rest/fetcher.ts'
import { NodePool } from './pool.ts'
import { memoryNodeStore, type SavedChoice } from './saved.ts'

/**
 * The base URL the app passes to REST reads: the fetch wrapper routes it through the node pool,
 * so query keys stay the same whichever node answers.
 */
export const NODE_POOL_REST = 'node-pool://rest'

/** Routes every read under NODE_POOL_REST through the pool (GETs hedged). */
export function routeReadsThroughPool(pool: NodePool): () => void {
  return registerTransport(NODE_POOL_REST, (path, init) =>
    pool.request('rest', path, init, (init.method ?? 'GET') === 'GET'),
  )
}

/** What a worker needs to read through nodes of its own: the providers and the current choice. */
export interface NodePoolSeed {
  readonly chainId: string
  readonly providers: readonly ChainProvider[]
  readonly choice: SavedChoice | null
}

export function seedOf(pool: NodePool): NodePoolSeed {
  const { providers, rest, rpc, phase } = pool.snapshot()
  const name = providers.find(p => p.apiEndpoint === rest)?.name ?? ''
  // A choice the page's pool is using now needs no new probe in the worker.
  const checkedAt = phase === 'ready' ? { checkedAt: Date.now() } : {}
  return {
    chainId: pool.chainId,
    providers,
    choice:
      rest && rpc
        ? {
            name,
            apiEndpoint: rest,
            rpcEndpoint: rpc,
            manual: false,
            chainId: pool.chainId,
            ...checkedAt,
          }
        : null,
  }
}

/** A pool in a worker, starting from the page's choice (so it does not probe every node again). */
export function poolFromSeed(seed: NodePoolSeed): NodePool {
  const store = memoryNodeStore()
  store.saveChoice(seed.choice)
  const pool = new NodePool({ chainId: seed.chainId, providers: seed.providers, store })
  routeReadsThroughPool(pool)
  return pool
}
