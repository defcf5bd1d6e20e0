import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'
import { routeComponent } from '@/lib/lazy-routes.ts'

/** Chain governance: the proposal list and one proposal's page. */
export function governanceRoutes(): RouteObject[] {
  return [
    {
      path: paths.governance.pattern,
      lazy: () => routeComponent(import('./routes/governance-route.tsx'), 'GovernanceRoute'),
    },
    {
      path: paths.governanceProposal.pattern,
      lazy: () => routeComponent(import('./routes/proposal-route.tsx'), 'ProposalRoute'),
    },
  ]
}
