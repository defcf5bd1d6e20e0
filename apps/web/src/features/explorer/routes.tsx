import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** The explorer's pages: a transaction, an account, the chain. */
export function explorerRoutes(): RouteObject[] {
  return [
    {
      path: paths.tx.pattern,
      lazy: async () => ({ Component: (await import('./routes/tx-route.tsx')).TxRoute }),
    },
    {
      path: paths.account.pattern,
      lazy: async () => ({ Component: (await import('./routes/account-route.tsx')).AccountRoute }),
    },
    {
      path: paths.chain.pattern,
      lazy: async () => ({ Component: (await import('./routes/chain-route.tsx')).ChainRoute }),
    },
  ]
}
