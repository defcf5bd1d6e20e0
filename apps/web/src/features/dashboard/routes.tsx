import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { hasActiveWallet } from '@/features/wallet/index.ts'

/** `/home` and the DAO dashboards; `loader` starts the reads every page of the shell shows. */
export function dashboardRoutes(queryClient: QueryClient, loader: LoaderFunction): RouteObject[] {
  const ignore = () => undefined
  // A DAO page's reads start with the navigation, in parallel with its code (api/prefetch.ts).
  const loadDashboard = (args: LoaderFunctionArgs) => {
    void import('./api/prefetch.ts')
      .then(({ prefetchDaoDashboard }) =>
        prefetchDaoDashboard(queryClient, NODE_POOL_REST, args.params.name ?? ''),
      )
      .catch(ignore)
    return loader(args)
  }
  const loadProposal = ({ params }: LoaderFunctionArgs) => {
    void import('./api/prefetch.ts')
      .then(({ prefetchDaoProposal }) =>
        prefetchDaoProposal(queryClient, NODE_POOL_REST, params.name ?? '', params.id ?? ''),
      )
      .catch(ignore)
    return null
  }
  return [
    {
      path: paths.home.pattern,
      loader,
      lazy: async () => {
        // With a wallet the dashboard's code loads alongside the route's, not after it.
        if (hasActiveWallet()) void import('./components/home-dashboard.tsx')
        return { Component: (await import('./routes/home-route.tsx')).HomeRoute }
      },
    },
    {
      path: paths.daoDashboard.pattern,
      loader: loadDashboard,
      lazy: async () => ({
        Component: (await import('./routes/dao-dashboard-route.tsx')).DaoDashboardRoute,
      }),
    },
    {
      path: paths.daoProposal.pattern,
      loader: loadProposal,
      lazy: async () => ({
        Component: (await import('./routes/dao-proposal-route.tsx')).DaoProposalRoute,
      }),
    },
  ]
}
