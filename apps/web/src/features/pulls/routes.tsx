import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import type { Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { paths } from '@/config/paths.ts'
import { iidOf } from '@/lib/iid.ts'
import { primePullReads } from './api/opening-reads.ts'
import { lazyPage, whenLoaded } from '@/lib/lazy-routes.ts'

/** The Pull requests tab's pages, as child routes of the repository layout. */
export function pullRoutes(queryClient: QueryClient, network: Network): RouteObject[] {
  // The pull request, its thread and (Files tab) its diff start loading with the navigation.
  const loadPull = ({ params }: LoaderFunctionArgs) => {
    primePullReads(params.owner ?? '', params.repo ?? '', iidOf(params.iid), params.tab === 'files')
    whenLoaded(import('./components/tabs.ts'), ({ loadPullTab }) => loadPullTab(params.tab))
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchPullPage }) =>
      prefetchPullPage(queryClient, NODE_POOL_REST, network.defaultStorageProvider, {
        owner: params.owner ?? '',
        repo: params.repo ?? '',
        iid: params.iid,
        tab: params.tab,
      }),
    )
    return null
  }
  return [
    lazyPage(
      paths.repositoryPullList,
      () => import('./routes/pulls-list-route.tsx'),
      'PullsListRoute',
    ),
    lazyPage(paths.repositoryPull, () => import('./routes/pull-route.tsx'), 'PullRoute', loadPull),
    lazyPage(paths.repositoryCompare, () => import('./routes/compare-route.tsx'), 'CompareRoute'),
  ]
}
