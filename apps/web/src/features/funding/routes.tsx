import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** `/get-lore`, loaded lazily. */
export function fundingRoutes(): RouteObject[] {
  return [lazyPage(paths.getLore, () => import('./routes/get-lore-route.tsx'), 'GetLoreRoute')]
}
