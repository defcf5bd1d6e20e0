import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** `/settings/network` (the nodes the app reads from), loaded lazily. */
export function networkRoutes(): RouteObject[] {
  return [
    {
      path: paths.networkSettings.pattern,
      lazy: () =>
        routeComponent(import('./routes/network-settings-route.tsx'), 'NetworkSettingsRoute'),
    },
  ]
}
