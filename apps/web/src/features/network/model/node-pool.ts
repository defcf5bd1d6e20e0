import type { Network } from '@gitopia-client/chain'
import {
  failoverRpcClient,
  localNodeStore,
  memoryNodeStore,
  NodePool,
  routeReadsThroughPool,
  seedOf,
  type NodePoolSeed,
  type NodePoolSnapshot,
} from '@gitopia-client/chain/nodes'
import { useSyncExternalStore } from 'react'

let pool: NodePool | null = null

function browserStore() {
  try {
    return localNodeStore(window.localStorage)
  } catch {
    return memoryNodeStore()
  }
}

/**
 * Starts choosing a node for the network (docs/client-rules.md#endpoint-health): every REST read under
 * NODE_POOL_REST goes through the pool from now on (the one fetch wrapper routes it there).
 */
export function startNodePool(network: Network): NodePool {
  pool?.close()
  pool = new NodePool({
    chainId: network.chainId,
    providers: network.providers,
    store: browserStore(),
  })
  routeReadsThroughPool(pool)
  void pool.ready()
  return pool
}

/** For a worker that reads the chain (the explore index): the providers and the choice. */
export function nodePoolSeed(): NodePoolSeed {
  return seedOf(nodePool())
}

export function nodePool(): NodePool {
  if (!pool) throw new Error('startNodePool() has not run')
  return pool
}

/** The RPC client the signing client talks through (failover beneath the signer). */
export function nodeRpcClient() {
  return failoverRpcClient(nodePool())
}

export function useNodePool(): NodePoolSnapshot {
  const current = nodePool()
  return useSyncExternalStore(
    listener => current.subscribe(listener),
    () => current.snapshot(),
  )
}
