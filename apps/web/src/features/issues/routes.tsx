import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import type { Network } from '@gitopia-client/chain'
import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import { paths } from '@/config/paths.ts'
import { primeIssueRead } from './api/opening-reads.ts'
import { iidOf } from '@/lib/iid.ts'
import { lazyPage, whenLoaded } from '@/lib/lazy-routes.ts'

/** The Issues tab's pages, as child routes of the repository layout. */
export function issueRoutes(queryClient: QueryClient, network: Network): RouteObject[] {
  // The issue and its thread start loading with the navigation, in parallel with the page's code.
  const loadIssue = ({ params }: LoaderFunctionArgs) => {
    primeIssueRead(params.owner ?? '', params.repo ?? '', iidOf(params.iid))
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchIssuePage }) =>
      prefetchIssuePage(queryClient, NODE_POOL_REST, network.defaultStorageProvider, {
        owner: params.owner ?? '',
        repo: params.repo ?? '',
        iid: params.iid,
      }),
    )
    return null
  }
  return [
    lazyPage(
      paths.repositoryIssueList,
      () => import('./routes/issues-list-route.tsx'),
      'IssuesListRoute',
    ),
    lazyPage(
      paths.repositoryNewIssue,
      () => import('./routes/new-issue-route.tsx'),
      'NewIssueRoute',
    ),
    lazyPage(paths.repositoryLabels, () => import('./routes/labels-route.tsx'), 'LabelsRoute'),
    lazyPage(
      paths.repositoryIssue,
      () => import('./routes/issue-route.tsx'),
      'IssueRoute',
      loadIssue,
    ),
  ]
}
