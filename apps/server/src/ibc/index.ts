export { loadIbcRegistryDirectory } from './load-directory.ts'
export { mainnetIbcRegistry } from './mainnet.ts'
export { IbcRegistryError, parseIbcRegistry, type IbcRegistry } from './registry.ts'
export { ibcRoutes } from './routes.ts'
