import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** `/daos/new`, loaded lazily. */
export function newDaoRoutes(): RouteObject[] {
  return [
    {
      path: paths.newDao.pattern,
      lazy: async () => ({ Component: (await import('./new-dao-route.tsx')).NewDaoRoute }),
    },
  ]
}
