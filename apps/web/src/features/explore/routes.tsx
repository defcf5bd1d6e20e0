import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

export function exploreRoutes(): RouteObject[] {
  return [
    {
      path: paths.explore.pattern,
      lazy: async () => ({ Component: (await import('./routes/explore-route.tsx')).ExploreRoute }),
    },
  ]
}
