export {
  fastestHealthy,
  judgeProbes,
  MAX_BLOCK_AGE_MS,
  MAX_LAG_BLOCKS,
  wrongChainMessage,
  type EndpointHealth,
  type EndpointKind,
  type ProbeResult,
} from './health.ts'
export { ATTEMPT_TIMEOUT_MS, HEDGE_FACTOR, HEDGE_MIN_MS, hedgeDelayMs, hedged } from './hedge.ts'
export { CUSTOM_PROVIDER_NAME, NodePool, type NodePoolOptions } from './pool.ts'
export { NoNodeReachableError, type EndpointStatus, type NodePoolSnapshot } from './status.ts'
export { probeRest, probeRpc, PROBE_TIMEOUT_MS, type NodeSend } from './probe.ts'
export { failoverRpcClient } from './rpc-client.ts'
export {
  localNodeStore,
  memoryNodeStore,
  PROVIDER_INFO_KEY,
  WORKING_ENDPOINTS_KEY,
  type NodeStore,
  type SavedChoice,
} from './saved.ts'
export { candidateOrder, withoutWorking, withWorking } from './working-list.ts'

export {
  NODE_POOL_REST,
  poolFromSeed,
  routeReadsThroughPool,
  seedOf,
  type NodePoolSeed,
} from './route.ts'
