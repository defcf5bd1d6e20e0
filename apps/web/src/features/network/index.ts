export { networkNameQuery } from './api/get-node-info.ts'
export { NetworkBadge } from './components/network-badge.tsx'

export { NodeStatusBanner } from './components/node-status-banner.tsx'
export { nodePoolSeed, nodeRpcClient, startNodePool } from './model/node-pool.ts'
