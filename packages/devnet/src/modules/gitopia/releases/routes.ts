import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { recordRoutes, REST_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { isRouteResponse, routeRepository } from '../repositories/helpers.ts'

export function registerReleaseRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  recordRoutes(router, 'release', 'Release', g.releases)
  router.get(`${p}/{id}/repository/{repositoryName}/releases`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const page = paginate(
      g.releases.ofRepository(repository.id),
      parsePageRequest(query),
      r => r.id,
    )
    return ok({ Release: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/repository/{repositoryName}/releases/latest`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const last = repository.releases.at(-1)
    const release = last ? g.releases.get(last.id) : undefined
    return release ? ok({ Release: release }) : grpcError(2, 'key not found')
  })
  router.get(`${p}/{id}/repository/{repositoryName}/releases/tag/{tagName}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const entry = repository.releases.find(release => release.tagName === params.tagName)
    const release = entry ? g.releases.get(entry.id) : undefined
    return release ? ok({ Release: release }) : grpcError(2, 'key not found')
  })
}
