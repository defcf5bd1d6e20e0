import { grpcError, ok } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { havePermission } from '../permissions.ts'
import { registerTrackedRoutes } from '../tracker-routes.ts'

export function registerPullRequestRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  registerTrackedRoutes(router, g, g.pulls, { all: 'pullRequest', one: 'pull', key: 'PullRequest' })
  // The REST check asks only for WRITE (the merge itself needs ADMIN; docs/protocol.md#the-merge-flow).
  router.get(
    `${p}/permissions/{userId}/repository/{repositoryId}/pull/{pullIid}/merge`,
    ({ params }) => {
      const user = g.users.resolveAddress(params.userId ?? '', a => g.daos.isDao(a))
      if (!user) return grpcError(5, 'username or address not exists')
      const repository = g.repos.get(uintParam(params.repositoryId, 'repositoryId'))
      if (!repository) return grpcError(2, 'key not found')
      const pull = g.pulls.byIid(repository.id, uintParam(params.pullIid, 'pullIid'))
      if (!pull) return grpcError(2, 'key not found')
      return ok({ havePermission: havePermission(g.daos, repository, user, 'WRITE') })
    },
  )
}
