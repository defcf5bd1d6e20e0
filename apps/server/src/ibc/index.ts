export { loadIbcRegistryDirectory } from './load-directory.ts'
export { mainnetIbcRegistry } from './mainnet.ts'
export {
  bridgeKey,
  IbcRegistryError,
  parseIbcRegistry,
  type IbcRegistry,
  type IbcRegistrySource,
} from './registry.ts'
export { ibcRoutes, type ApiHandler } from './routes.ts'
export type { AssetListFile, ChainFile, IbcFile } from './schema.ts'
