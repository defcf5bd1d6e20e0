import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage, whenLoaded } from '@/lib/lazy-routes.ts'

/**
 * `/{owner}`, a user's or a DAO's profile: its reads start with the navigation (prefetch.ts), in
 * parallel with its code; `beforeLoad` runs first (the app's network name).
 */
export function ownerRoutes(queryClient: QueryClient, beforeLoad: () => void): RouteObject[] {
  const loadOwner = ({ params }: LoaderFunctionArgs) => {
    beforeLoad()
    whenLoaded(import('./api/prefetch.ts'), ({ prefetchOwnerPage }) =>
      prefetchOwnerPage(queryClient, NODE_POOL_REST, params.owner ?? ''),
    )
    return null
  }
  return [lazyPage(paths.owner, () => import('./routes/owner-route.tsx'), 'OwnerRoute', loadOwner)]
}
