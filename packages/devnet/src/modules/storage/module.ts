import type { ChainModule } from '../../chain/module.ts'
import { expireProposals, storageHandlers, type StorageDeps } from './handlers.ts'
import { registerStorageRoutes } from './routes.ts'

/** x/storage (final v6): providers, packfiles, release assets, LFS objects and their proposals. */
export function storageModule(deps: StorageDeps): ChainModule {
  return {
    name: 'storage',
    handlers: storageHandlers(deps),
    registerRoutes: router => registerStorageRoutes(router, deps.storage),
    endBlock: ({ blockTime }) => expireProposals(deps.storage, blockTime),
  }
}
