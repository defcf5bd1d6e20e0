import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** The storage network pages. */
export function storageNetworkRoutes(): RouteObject[] {
  return [
    lazyPage(paths.storage, () => import('./routes/storage-route.tsx'), 'StorageRoute'),
    lazyPage(paths.storageProvider, () => import('./routes/provider-route.tsx'), 'ProviderRoute'),
  ]
}

/** The repository's Storage tab, as a child route of the repository layout. */
export function repositoryStorageRoutes(): RouteObject[] {
  return [
    lazyPage(
      paths.repositoryStorage,
      () => import('./routes/repository-storage-route.tsx'),
      'RepositoryStorageRoute',
    ),
  ]
}
