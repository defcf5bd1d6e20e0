import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { lazyPage } from '@/lib/lazy-routes.ts'

/** Chain governance: the proposal list and one proposal's page. */
export function governanceRoutes(): RouteObject[] {
  return [
    lazyPage(paths.governance, () => import('./routes/governance-route.tsx'), 'GovernanceRoute'),
    lazyPage(
      paths.governanceProposal,
      () => import('./routes/proposal-route.tsx'),
      'ProposalRoute',
    ),
  ]
}
