import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { RouteResponse, Router } from '../../../http/router.ts'
import { numericKey } from '../../../state/store.ts'
import { recordRoutes, REST_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import { toFork, type Branch, type Tag } from '../json.ts'
import { isRouteResponse, routeRepository } from './helpers.ts'

export function registerRepositoryRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  recordRoutes(router, 'repository', 'Repository', g.repos, repo => numericKey(BigInt(repo.id)))
  router.get(`${p}/user/{id}/repository`, ({ params, query }) => {
    const owner = g.users.resolveAddress(params.id ?? '', address => g.daos.isDao(address))
    if (!owner) return grpcError(5, 'username or address not exists')
    const page = paginate(g.repos.ofOwner(owner), parsePageRequest(query), repo =>
      repo.name.toLowerCase(),
    )
    return ok({ Repository: page.items, pagination: page.pagination })
  })
  router.get(`${p}/user/{id}/repository/{repositoryName}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    return isRouteResponse(repository) ? repository : ok({ Repository: repository })
  })
  router.get(`${p}/{id}/repository/{repositoryName}/forks`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const forks = repository.forks.map(id => g.repos.get(id)).filter(fork => fork !== undefined)
    const page = paginate(forks.map(toFork), parsePageRequest(query), fork => fork.id)
    return ok({ forks: page.items, pagination: page.pagination })
  })

  const refRoutes = <R extends Branch | Tag>(
    kind: 'branch' | 'tag',
    key: 'Branch' | 'Tag',
    list: (repositoryId?: string) => R[],
    one: (repositoryId: string, name: string) => R | undefined,
  ) => {
    router.get(`${p}/${kind}`, ({ query }) => {
      const page = paginate(
        list(),
        parsePageRequest(query),
        ref => `${ref.repositoryId}/${ref.name}`,
      )
      return ok({ [key]: page.items, pagination: page.pagination })
    })
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}`, ({ params, query }) => {
      const repository = routeRepository(g, params.id, params.repositoryName)
      if (isRouteResponse(repository)) return repository
      const page = paginate(list(repository.id), parsePageRequest(query), ref => ref.name)
      return ok({ [key]: page.items, pagination: page.pagination })
    })
    const find = (params: Readonly<Record<string, string>>): R | RouteResponse => {
      const repository = routeRepository(g, params.id, params.repositoryName)
      if (isRouteResponse(repository)) return repository
      const ref = one(repository.id, params.refName ?? '')
      return ref ?? grpcError(2, 'key not found')
    }
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}/{refName}`, ({ params }) => {
      const ref = find(params)
      return isRouteResponse(ref) ? ref : ok({ [key]: ref })
    })
    router.get(`${p}/{id}/repository/{repositoryName}/${kind}/{refName}/sha`, ({ params }) => {
      const ref = find(params)
      return isRouteResponse(ref) ? ref : ok({ sha: ref.sha })
    })
  }
  refRoutes(
    'branch',
    'Branch',
    id => g.repos.branches.list(id),
    (id, name) => g.repos.branches.get(id, name),
  )
  refRoutes(
    'tag',
    'Tag',
    id => g.repos.tags.list(id),
    (id, name) => g.repos.tags.get(id, name),
  )
}
