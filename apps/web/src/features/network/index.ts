export {
  networkNameQuery,
  useNetworkName,
  type NetworkName as NetworkNameData,
} from './api/get-node-info.ts'
export { NetworkBadge } from './components/network-badge.tsx'
export { NetworkName } from './components/network-name.tsx'
export { NodeStatusBanner, NO_NODE_MESSAGE } from './components/node-status-banner.tsx'
export { nodePoolSeed, nodeRpcClient, startNodePool, useNodePool } from './model/node-pool.ts'
