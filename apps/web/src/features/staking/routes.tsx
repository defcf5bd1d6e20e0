import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** Staking: validators, the account's stake, unbondings and rewards. */
export function stakingRoutes(): RouteObject[] {
  return [
    {
      path: paths.staking.pattern,
      lazy: () => routeComponent(import('./routes/staking-route.tsx'), 'StakingRoute'),
    },
  ]
}
