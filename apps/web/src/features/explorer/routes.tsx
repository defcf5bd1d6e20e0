import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** The explorer's pages: a transaction, an account, the chain. */
export function explorerRoutes(): RouteObject[] {
  return [
    lazyPage(paths.tx, () => import('./routes/tx-route.tsx'), 'TxRoute'),
    lazyPage(paths.account, () => import('./routes/account-route.tsx'), 'AccountRoute'),
    lazyPage(paths.chain, () => import('./routes/chain-route.tsx'), 'ChainRoute'),
  ]
}
