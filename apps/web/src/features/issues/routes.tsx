import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import type { Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { paths } from '@/config/paths.ts'
import { primeIssueRead } from './api/opening-reads.ts'
import { iidOf } from '@/lib/iid.ts'

/** The Issues tab's pages, as child routes of the repository layout. */
export function issueRoutes(queryClient: QueryClient, network: Network): RouteObject[] {
  // The issue and its thread start loading with the navigation, in parallel with the page's code.
  const loadIssue = ({ params }: LoaderFunctionArgs) => {
    primeIssueRead(params.owner ?? '', params.repo ?? '', iidOf(params.iid))
    void import('./api/prefetch.ts')
      .then(({ prefetchIssuePage }) =>
        prefetchIssuePage(queryClient, NODE_POOL_REST, network.defaultStorageProvider, {
          owner: params.owner ?? '',
          repo: params.repo ?? '',
          iid: params.iid,
        }),
      )
      .catch(() => undefined)
    return null
  }
  return [
    {
      path: paths.repositoryIssueList.pattern,
      lazy: async () => ({
        Component: (await import('./routes/issues-list-route.tsx')).IssuesListRoute,
      }),
    },
    {
      path: paths.repositoryNewIssue.pattern,
      lazy: async () => ({
        Component: (await import('./routes/new-issue-route.tsx')).NewIssueRoute,
      }),
    },
    {
      path: paths.repositoryLabels.pattern,
      lazy: async () => ({ Component: (await import('./routes/labels-route.tsx')).LabelsRoute }),
    },
    {
      path: paths.repositoryIssue.pattern,
      loader: loadIssue,
      lazy: async () => ({ Component: (await import('./routes/issue-route.tsx')).IssueRoute }),
    },
  ]
}
