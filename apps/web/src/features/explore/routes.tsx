import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

export function exploreRoutes(): RouteObject[] {
  return [
    lazyPage(paths.explore, () => import('./routes/explore-route.tsx'), 'ExploreRoute'),
    lazyPage(paths.bounties, () => import('./routes/bounties-route.tsx'), 'BountiesRoute'),
  ]
}
