import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { havePermission } from '../permissions.ts'
import { isRouteResponse, routeRepository } from '../repositories/helpers.ts'
import { filterTracked, pageFiltered } from '../tracker.ts'

export function registerPullRequestRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  router.get(`${p}/pullRequest`, ({ query }) => {
    const page = paginate(g.pulls.all(), parsePageRequest(query), pull => pull.id)
    return ok({ PullRequest: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/pull`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const filtered = filterTracked(g, g.pulls.ofRepository(repository.id), query)
    const page = pageFiltered(filtered, query)
    return ok({ PullRequest: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/pull/{pullIid}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const pull = g.pulls.byIid(repository.id, uintParam(params.pullIid, 'pullIid'))
    return pull ? ok({ PullRequest: pull }) : grpcError(2, 'key not found')
  })
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
