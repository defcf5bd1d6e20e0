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
import { routeComponent, whenLoaded } from '@/lib/lazy-routes.ts'

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
      {
        path: paths.repositoryTree.pattern,
        loader: codePage('tree'),
        lazy: () => routeComponent(import('./routes/tree-route.tsx'), 'TreeRoute'),
      },
      {
        path: paths.repositoryBlob.pattern,
        loader: codePage('blob'),
        lazy: () => routeComponent(import('./routes/blob-route.tsx'), 'BlobRoute'),
      },
      {
        path: paths.repositoryCommits.pattern,
        loader: codePage('commits'),
        lazy: () => routeComponent(import('./routes/commits-route.tsx'), 'CommitsRoute'),
      },
      {
        path: paths.repositoryCommit.pattern,
        lazy: () => routeComponent(import('./routes/commit-route.tsx'), 'CommitRoute'),
      },
      ...tabRoutes,
    ],
  }
}

/** Child routes for tabs whose pages do not exist yet. */
export function placeholderTabRoutes(): RouteObject[] {
  const placeholder = (pattern: string, title: string): RouteObject => ({
    path: pattern,
    lazy: async () => {
      const { TabPlaceholder } = await import('./routes/tab-placeholder.tsx')
      return { Component: () => <TabPlaceholder title={title} /> }
    },
  })
  return [
    placeholder(paths.repositoryIssues.pattern, 'Issues'),
    placeholder(paths.repositoryPulls.pattern, 'Pull requests'),
    placeholder(paths.repositoryReleases.pattern, 'Releases'),
    placeholder(paths.repositorySettings.pattern, 'Settings'),
  ]
}
