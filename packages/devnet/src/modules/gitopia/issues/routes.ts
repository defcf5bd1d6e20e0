import type { Router } from '../../../http/router.ts'
import type { GitopiaContext } from '../context.ts'
import { registerTrackedRoutes } from '../tracker-routes.ts'

export function registerIssueRoutes(router: Router, g: GitopiaContext): void {
  registerTrackedRoutes(router, g, g.issues, { all: 'issue', one: 'issue', key: 'Issue' })
}
