import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, redirect, type RouteObject } from 'react-router'
import type { AppConfig } from '@/config/app-config-schema.ts'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { paths } from '@/config/paths.ts'
import { networkNameQuery } from '@/features/network/index.ts'
// Route tables come from each feature's routes module, not its index: the first load then holds
// route definitions only, not the components features share with each other through their index.
import { assetsRoutes } from '@/features/assets/routes.tsx'
import { dashboardRoutes } from '@/features/dashboard/routes.tsx'
import { exploreRoutes } from '@/features/explore/routes.tsx'
import { explorerRoutes } from '@/features/explorer/routes.tsx'
import { fundingRoutes } from '@/features/funding/routes.tsx'
import { governanceRoutes } from '@/features/governance/routes.tsx'
import { stakingRoutes } from '@/features/staking/routes.tsx'
import { newDaoRoutes } from '@/features/new-dao/routes.tsx'
import { networkRoutes } from '@/features/network/routes.tsx'
import { notificationsRoutes } from '@/features/notifications/routes.tsx'
import { ownerRoutes } from '@/features/owner/routes.tsx'
import {
  repositoryStorageRoutes,
  storageNetworkRoutes,
} from '@/features/storage-network/routes.tsx'
import { issueRoutes } from '@/features/issues/routes.tsx'
import { NotFoundPage } from '@/features/not-found/index.ts'
import { pullRoutes } from '@/features/pulls/routes.tsx'
import { repositoryAdminRoutes } from '@/features/repository-admin/routes.tsx'
import { repositoryRoute } from '@/features/repository/routes.tsx'
import { pageOpened } from '@/lib/opening-reads.ts'
import { RootLayout } from './root-layout.tsx'
import { RouteError } from './route-error.tsx'
import { lazyPage, routeComponent } from '@/lib/lazy-routes.ts'

function HydrateFallback() {
  return <p className="p-8 text-fg-muted">Loading…</p>
}

export function createRoutes(queryClient: QueryClient, config: AppConfig): RouteObject[] {
  const apiEndpoint = NODE_POOL_REST
  // The network name starts loading with the navigation but never holds up a page's own reads
  // (docs/performance.md): the banner shows it when it arrives.
  const loadNetworkName = () => {
    void queryClient.prefetchQuery(networkNameQuery(apiEndpoint))
    return null
  }

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <HydrateFallback />,
      children: [
        { path: paths.root.pattern, loader: () => redirect(paths.home.href()) },
        ...dashboardRoutes(queryClient, loadNetworkName),
        ...newDaoRoutes(),
        lazyPage(
          paths.profileSettings,
          () => import('@/features/profile/index.ts'),
          'ProfileSettingsRoute',
        ),
        ...networkRoutes(),
        // Written here, not imported: the build drops the page's chunk only for a literal test.
        ...(import.meta.env.MODE !== 'production'
          ? [
              {
                path: paths.components.pattern,
                lazy: () =>
                  routeComponent(
                    import('./routes/components-gallery.tsx'),
                    'ComponentsGalleryRoute',
                  ),
              },
            ]
          : []),
        lazyPage(
          paths.newRepository,
          () => import('./routes/new-repository.tsx'),
          'NewRepositoryRoute',
          loadNetworkName,
        ),
        ...explorerRoutes(),
        ...governanceRoutes(),
        ...notificationsRoutes(),
        ...stakingRoutes(),
        ...assetsRoutes(),
        ...fundingRoutes(),
        ...exploreRoutes(),
        ...storageNetworkRoutes(),
        ...ownerRoutes(queryClient, loadNetworkName),
        // Issues, pull requests, releases and settings plug in here as child routes.
        repositoryRoute(queryClient, config.network, [
          ...issueRoutes(queryClient, config.network),
          ...pullRoutes(queryClient, config.network),
          ...repositoryAdminRoutes(),
          ...repositoryStorageRoutes(),
        ]),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]
}

export function createAppRouter(queryClient: QueryClient, config: AppConfig) {
  const router = createBrowserRouter(createRoutes(queryClient, config))
  // Only the opening page's loaders prime their reads (lib/opening-reads.ts).
  const opened = () => {
    pageOpened()
    stop()
  }
  const stop = router.subscribe(state => {
    if (state.initialized) opened()
  })
  if (router.state.initialized) opened()
  return router
}
