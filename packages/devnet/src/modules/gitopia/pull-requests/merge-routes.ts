import { grpcError, ok } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { numericKey } from '../../../state/store.ts'
import { recordRoutes, REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { havePermission } from '../permissions.ts'

export function registerMergeRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  recordRoutes(router, 'task', 'Task', g.tasks, task => numericKey(BigInt(task.id)))
  router.get(
    `${p}/permissions/{userId}/repository/{repositoryId}/pull/{pullIid}/merge`,
    ({ params }) => {
      const repository = g.repos.get(uintParam(params.repositoryId, 'repositoryId'))
      if (!repository) return grpcError(2, 'key not found')
      const pull = g.pulls.byIid(repository.id, uintParam(params.pullIid, 'pullIid'))
      if (!pull) return grpcError(2, 'key not found')
      const user = g.users.resolveAddress(params.userId ?? '', address => g.daos.isDao(address))
      if (!user) return grpcError(5, 'username or address not exists')
      return ok({ havePermission: havePermission(g.daos, repository, user, 'WRITE') })
    },
  )
  router.get(`${p}/user-quota/{address}`, ({ params }) =>
    ok({ user_quota: { address: params.address ?? '', storage_used: '0' } }),
  )
}
