import type { Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

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
  return {
    path: paths.repository.pattern,
    lazy: async () => {
      const [{ RepositoryLayout }, { prefetchRepository }, { storageSession }] = await Promise.all([
        import('./components/repository-layout.tsx'),
        import('./api/repository.ts'),
        import('./api/storage-provider.ts'),
      ])
      return {
        Component: RepositoryLayout,
        // The chain read starts with the navigation; the page renders once it is in the cache
        // (a failure is shown by the layout, which also signals 404s).
        loader: async ({ params }: LoaderFunctionArgs) => {
          // Choosing a storage provider (chain list + latency probes) starts now, in parallel.
          void storageSession(apiEndpoint, network.defaultStorageProvider).selection()
          await prefetchRepository(queryClient, apiEndpoint, params.owner ?? '', params.repo ?? '')
          return null
        },
      }
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./routes/code-home-route.tsx')).CodeHomeRoute,
        }),
      },
      {
        path: paths.repositoryTree.pattern,
        lazy: async () => ({ Component: (await import('./routes/tree-route.tsx')).TreeRoute }),
      },
      {
        path: paths.repositoryBlob.pattern,
        lazy: async () => ({ Component: (await import('./routes/blob-route.tsx')).BlobRoute }),
      },
      {
        path: paths.repositoryCommits.pattern,
        lazy: async () => ({
          Component: (await import('./routes/commits-route.tsx')).CommitsRoute,
        }),
      },
      {
        path: paths.repositoryCommit.pattern,
        lazy: async () => ({ Component: (await import('./routes/commit-route.tsx')).CommitRoute }),
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
