import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** `/settings/network` (the nodes the app reads from), loaded lazily. */
export function networkRoutes(): RouteObject[] {
  return [
    lazyPage(
      paths.networkSettings,
      () => import('./routes/network-settings-route.tsx'),
      'NetworkSettingsRoute',
    ),
  ]
}
