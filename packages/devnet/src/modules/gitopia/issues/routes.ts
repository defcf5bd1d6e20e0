import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { isRouteResponse, routeRepository } from '../repositories/helpers.ts'
import { filterTracked, pageFiltered } from '../tracker.ts'

export function registerIssueRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  router.get(`${p}/issue`, ({ query }) => {
    const page = paginate(g.issues.all(), parsePageRequest(query), issue => issue.id)
    return ok({ Issue: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/issue`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const filtered = filterTracked(g, g.issues.ofRepository(repository.id), query)
    const page = pageFiltered(filtered, query)
    return ok({ Issue: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/issue/{issueIid}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const issue = g.issues.byIid(repository.id, uintParam(params.issueIid, 'issueIid'))
    return issue ? ok({ Issue: issue }) : grpcError(2, 'key not found')
  })
}
