export { NodePool } from './pool.ts'
export { NoNodeReachableError, type EndpointStatus, type NodePoolSnapshot } from './status.ts'

export { failoverRpcClient } from './rpc-client.ts'
export { PROBE_TIMEOUT_MS } from './probe.ts'
export { localNodeStore, memoryNodeStore, type NodeStore } from './saved.ts'

export {
  NODE_POOL_REST,
  poolFromSeed,
  routeReadsThroughPool,
  seedOf,
  type NodePoolSeed,
} from './route.ts'
