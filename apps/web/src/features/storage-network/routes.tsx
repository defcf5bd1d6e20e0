import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** The storage network pages. */
export function storageNetworkRoutes(): RouteObject[] {
  return [
    {
      path: paths.storage.pattern,
      lazy: async () => ({ Component: (await import('./routes/storage-route.tsx')).StorageRoute }),
    },
    {
      path: paths.storageProvider.pattern,
      lazy: async () => ({
        Component: (await import('./routes/provider-route.tsx')).ProviderRoute,
      }),
    },
  ]
}

/** The repository's Storage tab, as a child route of the repository layout. */
export function repositoryStorageRoutes(): RouteObject[] {
  return [
    {
      path: paths.repositoryStorage.pattern,
      lazy: async () => ({
        Component: (await import('./routes/repository-storage-route.tsx')).RepositoryStorageRoute,
      }),
    },
  ]
}
