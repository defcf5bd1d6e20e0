export { createAppServer, type AppServerOptions } from './server.ts'
export { injectAppConfig } from './app-config.ts'
export { securityHeaders } from './security-headers.ts'
export { connectSources, type ConnectTargets } from './connect-sources.ts'
export {
  IbcRegistryError,
  loadIbcRegistryDirectory,
  mainnetIbcRegistry,
  parseIbcRegistry,
  type IbcRegistry,
} from './ibc/index.ts'
