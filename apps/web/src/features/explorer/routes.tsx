import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** The explorer's pages: a transaction, an account, the chain. */
export function explorerRoutes(): RouteObject[] {
  return [
    {
      path: paths.tx.pattern,
      lazy: () => routeComponent(import('./routes/tx-route.tsx'), 'TxRoute'),
    },
    {
      path: paths.account.pattern,
      lazy: () => routeComponent(import('./routes/account-route.tsx'), 'AccountRoute'),
    },
    {
      path: paths.chain.pattern,
      lazy: () => routeComponent(import('./routes/chain-route.tsx'), 'ChainRoute'),
    },
  ]
}
