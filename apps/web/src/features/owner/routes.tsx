import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent, whenLoaded } from '@/lib/lazy-routes.ts'

/**
 * `/{owner}`, a user's or a DAO's profile: its reads start with the navigation (prefetch.ts), in
 * parallel with its code; `beforeLoad` runs first (the app's network name).
 */
export function ownerRoutes(queryClient: QueryClient, beforeLoad: () => void): RouteObject[] {
  return [
    {
      path: paths.owner.pattern,
      loader: ({ params }) => {
        beforeLoad()
        whenLoaded(import('./api/prefetch.ts'), ({ prefetchOwnerPage }) =>
          prefetchOwnerPage(queryClient, NODE_POOL_REST, params.owner ?? ''),
        )
        return null
      },
      lazy: () => routeComponent(import('./routes/owner-route.tsx'), 'OwnerRoute'),
    },
  ]
}
