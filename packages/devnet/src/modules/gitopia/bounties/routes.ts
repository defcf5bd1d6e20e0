import type { Router } from '../../../http/router.ts'
import { recordRoutes } from '../common.ts'
import type { GitopiaContext } from '../context.ts'

export function registerBountyRoutes(router: Router, g: GitopiaContext): void {
  recordRoutes(router, 'bounty', 'Bounty', g.bounties)
}
