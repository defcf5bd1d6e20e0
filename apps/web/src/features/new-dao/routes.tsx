import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** `/daos/new`, loaded lazily. */
export function newDaoRoutes(): RouteObject[] {
  return [
    {
      path: paths.newDao.pattern,
      lazy: () => routeComponent(import('./new-dao-route.tsx'), 'NewDaoRoute'),
    },
  ]
}
