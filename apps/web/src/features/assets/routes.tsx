import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** The assets page: balances on Gitopia and connected chains, deposits and withdrawals. */
export function assetsRoutes(): RouteObject[] {
  return [lazyPage(paths.assets, () => import('./routes/assets-route.tsx'), 'AssetsRoute')]
}
