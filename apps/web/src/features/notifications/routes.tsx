import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** The inbox: what others did that concerns the signed-in account. */
export function notificationsRoutes(): RouteObject[] {
  return [
    {
      path: paths.notifications.pattern,
      lazy: () => routeComponent(import('./routes/notifications-route.tsx'), 'NotificationsRoute'),
    },
  ]
}
