export {
  startStorageProvider,
  type StorageProvider,
  type StorageProviderOptions,
} from './server.ts'
export type {
  ChainAnswer,
  PackfileInfo,
  ProviderChainView,
  ProviderRepository,
  RecordedPush,
  RefUpdate,
  SignedData,
} from './chain-view.ts'
export { InMemoryChainView } from './in-memory-chain-view.ts'
export { verifyOffchainSignature, decodeSignedTx } from './offchain-signature.ts'
export { releaseAssetPath, storeReleaseAsset } from './release-assets.ts'
export type { Fault } from './faults.ts'
