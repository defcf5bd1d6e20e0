import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths.ts'

/** Chain governance: the proposal list and one proposal's page. */
export function governanceRoutes(): RouteObject[] {
  return [
    {
      path: paths.governance.pattern,
      lazy: async () => ({
        Component: (await import('./routes/governance-route.tsx')).GovernanceRoute,
      }),
    },
    {
      path: paths.governanceProposal.pattern,
      lazy: async () => ({
        Component: (await import('./routes/proposal-route.tsx')).ProposalRoute,
      }),
    },
  ]
}
