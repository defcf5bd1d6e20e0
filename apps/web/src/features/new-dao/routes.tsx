import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** `/daos/new`, loaded lazily. */
export function newDaoRoutes(): RouteObject[] {
  return [lazyPage(paths.newDao, () => import('./new-dao-route.tsx'), 'NewDaoRoute')]
}
