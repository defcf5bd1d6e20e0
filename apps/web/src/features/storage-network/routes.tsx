import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** The storage network pages. */
export function storageNetworkRoutes(): RouteObject[] {
  return [
    {
      path: paths.storage.pattern,
      lazy: () => routeComponent(import('./routes/storage-route.tsx'), 'StorageRoute'),
    },
    {
      path: paths.storageProvider.pattern,
      lazy: () => routeComponent(import('./routes/provider-route.tsx'), 'ProviderRoute'),
    },
  ]
}

/** The repository's Storage tab, as a child route of the repository layout. */
export function repositoryStorageRoutes(): RouteObject[] {
  return [
    {
      path: paths.repositoryStorage.pattern,
      lazy: () =>
        routeComponent(import('./routes/repository-storage-route.tsx'), 'RepositoryStorageRoute'),
    },
  ]
}
