import type { LoaderFunction, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { hasActiveWallet } from '@/features/wallet/index.ts'

/** `/home` and the DAO dashboards; `loader` starts the reads every page of the shell shows. */
export function dashboardRoutes(loader: LoaderFunction): RouteObject[] {
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
      loader,
      lazy: async () => ({
        Component: (await import('./routes/dao-routes.tsx')).DaoDashboardRoute,
      }),
    },
    {
      path: paths.daoProposal.pattern,
      lazy: async () => ({
        Component: (await import('./routes/dao-routes.tsx')).DaoProposalRoute,
      }),
    },
  ]
}
