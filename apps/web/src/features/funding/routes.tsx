import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** `/get-lore`, loaded lazily. */
export function fundingRoutes(): RouteObject[] {
  return [
    {
      path: paths.getLore.pattern,
      lazy: () => routeComponent(import('./routes/get-lore-route.tsx'), 'GetLoreRoute'),
    },
  ]
}
