export {
  networkNameQuery,
  useNetworkName,
  type NetworkName as NetworkNameData,
} from './api/get-node-info.ts'
export { NetworkBadge } from './components/network-badge.tsx'
export { NetworkName } from './components/network-name.tsx'
