import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

export function exploreRoutes(): RouteObject[] {
  return [
    {
      path: paths.explore.pattern,
      lazy: () => routeComponent(import('./routes/explore-route.tsx'), 'ExploreRoute'),
    },
    {
      path: paths.bounties.pattern,
      lazy: () => routeComponent(import('./routes/bounties-route.tsx'), 'BountiesRoute'),
    },
  ]
}
