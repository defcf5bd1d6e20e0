import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** Staking: validators, the account's stake, unbondings and rewards. */
export function stakingRoutes(): RouteObject[] {
  return [lazyPage(paths.staking, () => import('./routes/staking-route.tsx'), 'StakingRoute')]
}
