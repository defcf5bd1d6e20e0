import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { loadDiscoverSections } from '@/features/explore/index.ts'
import { hasActiveWallet } from '@/features/wallet/index.ts'
import { lazyPage, preload, routeComponent, whenLoaded } from '@/lib/lazy-routes.ts'

/** `/home` and the DAO dashboards; `loader` starts the reads every page of the shell shows. */
export function dashboardRoutes(queryClient: QueryClient, loader: LoaderFunction): RouteObject[] {
  // A DAO page's reads start with the navigation, in parallel with its code (api/prefetch.ts).
  const loadDashboard = (args: LoaderFunctionArgs) => {
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchDaoDashboard }) =>
      prefetchDaoDashboard(queryClient, NODE_POOL_REST, args.params.name ?? ''),
    )
    return loader(args)
  }
  const loadProposal = ({ params }: LoaderFunctionArgs) => {
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchDaoProposal }) =>
      prefetchDaoProposal(queryClient, NODE_POOL_REST, params.name ?? '', params.id ?? ''),
    )
    return null
  }
  return [
    {
      path: paths.home.pattern,
      loader,
      lazy: () => {
        // The code of what the page shows under its heading loads alongside the route's, not
        // once the page has rendered: with a wallet the dashboard's, without one what lives on
        // the chain (whose sections start their reads as soon as it is in).
        if (hasActiveWallet()) void import('./components/home-dashboard.tsx')
        else preload(loadDiscoverSections).catch(() => undefined)
        return routeComponent(import('./routes/home-route.tsx'), 'HomeRoute')
      },
    },
    lazyPage(
      paths.daoDashboard,
      () => import('./routes/dao-dashboard-route.tsx'),
      'DaoDashboardRoute',
      loadDashboard,
    ),
    lazyPage(
      paths.daoProposal,
      () => import('./routes/dao-proposal-route.tsx'),
      'DaoProposalRoute',
      loadProposal,
    ),
  ]
}
