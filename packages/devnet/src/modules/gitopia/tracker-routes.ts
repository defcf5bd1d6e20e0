import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { REST_PREFIX, uintParam } from './common.ts'
import type { GitopiaContext } from './context.ts'
import type { IidTable } from './iid-table.ts'
import { isRouteResponse, routeRepository } from './repositories/helpers.ts'
import { filterTracked, pageFiltered, type Tracked } from './tracker.ts'

/**
 * The read routes issues and pull requests share, e.g. for issues: `/issue` (all, paged),
 * `/{id}/{repositoryName}/issue` (a repository's, filtered) and `…/issue/{issueIid}` (one).
 * Answers carry the items under `key` (`Issue`, `PullRequest`).
 */
export function registerTrackedRoutes<
  T extends Tracked & { id: string; reviewers?: readonly string[] },
>(
  router: Router,
  g: GitopiaContext,
  table: IidTable<T>,
  names: { all: string; one: string; key: string },
): void {
  const p = REST_PREFIX
  const { all, one, key } = names
  router.get(`${p}/${all}`, ({ query }) => {
    const page = paginate(table.all(), parsePageRequest(query), item => item.id)
    return ok({ [key]: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/${one}`, ({ params, query }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const page = pageFiltered(filterTracked(g, table.ofRepository(repository.id), query), query)
    return ok({ [key]: page.items, pagination: page.pagination })
  })
  router.get(`${p}/{id}/{repositoryName}/${one}/{${one}Iid}`, ({ params }) => {
    const repository = routeRepository(g, params.id, params.repositoryName)
    if (isRouteResponse(repository)) return repository
    const item = table.byIid(repository.id, uintParam(params[`${one}Iid`], `${one}Iid`))
    return item ? ok({ [key]: item }) : grpcError(2, 'key not found')
  })
}
