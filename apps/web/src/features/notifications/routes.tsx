import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** The inbox: what others did that concerns the signed-in account. */
export function notificationsRoutes(): RouteObject[] {
  return [
    lazyPage(
      paths.notifications,
      () => import('./routes/notifications-route.tsx'),
      'NotificationsRoute',
    ),
  ]
}
