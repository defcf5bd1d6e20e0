import type { Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import type { RepositoryParams } from './api/load-repository.ts'
import {
  primeCodePageReads,
  primeRepositoryRead,
  type RepositoryPage,
} from './api/opening-reads.ts'
import { lazyPage, routeComponent, whenLoaded } from '@/lib/lazy-routes.ts'

/**
 * The repository route `/{owner}/{repo}` with the code tab's pages. Other tabs pass their own
 * child routes (patterns relative to the repository, e.g. `issues/*`); every child renders
 * inside the layout and can call `useRepository()`.
 */
export function repositoryRoute(
  queryClient: QueryClient,
  network: Network,
  tabRoutes: readonly RouteObject[] = [],
): RouteObject {
  const apiEndpoint = NODE_POOL_REST
  const provider = network.defaultStorageProvider
  const params = ({ params: p }: LoaderFunctionArgs): RepositoryParams => ({
    owner: p.owner ?? '',
    repo: p.repo ?? '',
    splat: p['*'],
  })
  /** A code page's loader: its first reads start now, in parallel with its code (prefetch.ts). */
  const codePage = (page: RepositoryPage) => (args: LoaderFunctionArgs) => {
    primeCodePageReads(page, params(args))
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchCodePage }) =>
      prefetchCodePage(queryClient, apiEndpoint, provider, page, params(args)),
    )
    return null
  }
  return {
    path: paths.repository.pattern,
    // The chain read starts with the navigation, in parallel with the layout's code; the page
    // renders once it is in the cache (a failure is shown by the layout, which also signals 404s).
    loader: async (args: LoaderFunctionArgs) => {
      primeRepositoryRead(params(args))
      const { loadRepository } = await import('./api/load-repository.ts')
      await loadRepository(queryClient, apiEndpoint, provider, params(args))
      return null
    },
    lazy: () => routeComponent(import('./components/repository-layout.tsx'), 'RepositoryLayout'),
    children: [
      {
        index: true,
        loader: codePage('home'),
        lazy: () => routeComponent(import('./routes/code-home-route.tsx'), 'CodeHomeRoute'),
      },
      lazyPage(
        paths.repositoryTree,
        () => import('./routes/tree-route.tsx'),
        'TreeRoute',
        codePage('tree'),
      ),
      lazyPage(
        paths.repositoryBlob,
        () => import('./routes/blob-route.tsx'),
        'BlobRoute',
        codePage('blob'),
      ),
      lazyPage(
        paths.repositoryCommits,
        () => import('./routes/commits-route.tsx'),
        'CommitsRoute',
        codePage('commits'),
      ),
      lazyPage(paths.repositoryBlame, () => import('./routes/blame-route.tsx'), 'BlameRoute'),
      lazyPage(paths.repositorySearch, () => import('./routes/search-route.tsx'), 'SearchRoute'),
      lazyPage(paths.repositoryCommit, () => import('./routes/commit-route.tsx'), 'CommitRoute'),
      ...tabRoutes,
    ],
  }
}
