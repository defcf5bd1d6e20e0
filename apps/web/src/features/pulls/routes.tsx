import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** The Pull requests tab's pages, as child routes of the repository layout. */
export function pullRoutes(): RouteObject[] {
  return [
    {
      path: paths.repositoryPullList.pattern,
      lazy: async () => ({
        Component: (await import('./routes/pulls-list-route.tsx')).PullsListRoute,
      }),
    },
    {
      path: paths.repositoryPull.pattern,
      lazy: async () => ({ Component: (await import('./routes/pull-route.tsx')).PullRoute }),
    },
    {
      path: paths.repositoryCompare.pattern,
      lazy: async () => ({ Component: (await import('./routes/compare-route.tsx')).CompareRoute }),
    },
  ]
}
