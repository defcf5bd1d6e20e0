import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { REST_PREFIX } from '../common.ts'
import type { GitopiaContext } from '../context.ts'
import type { Dao } from '../json.ts'

export function registerDaoRoutes(router: Router, g: GitopiaContext): void {
  const p = REST_PREFIX
  // As the chain's keeper: an id that resolves to no user or DAO is 404 "username or address
  // not exists"; a user (by name or address) that is not a DAO is 500 "key not found".
  const resolve = (id: string | undefined) => {
    const address = g.users.resolveAddress(id ?? '', a => g.daos.isDao(a))
    if (!address) return grpcError(5, 'username or address not exists')
    return g.daos.get(address) ?? grpcError(2, 'key not found')
  }
  const isDao = (found: ReturnType<typeof resolve>): found is Dao => !('status' in found)
  router.get(`${p}/dao`, ({ query }) => {
    const page = paginate(g.daos.all(), parsePageRequest(query), dao => dao.address)
    return ok({ dao: page.items, pagination: page.pagination })
  })
  router.get(`${p}/dao/{id}`, ({ params }) => {
    const dao = resolve(params.id)
    return isDao(dao) ? ok({ dao }) : dao
  })
  router.get(`${p}/dao/{daoId}/member`, ({ params, query }) => {
    const dao = resolve(params.daoId)
    if (!isDao(dao)) return dao
    const members = g.daos.groups.members.of(dao.group_id)
    const page = paginate(members, parsePageRequest(query), member => member.member.address)
    return ok({ members: page.items, pagination: page.pagination })
  })
  router.get(`${p}/user/{userId}/dao`, ({ params, query }) => {
    const address = g.users.resolveAddress(params.userId ?? '', a => g.daos.isDao(a))
    if (!address) return grpcError(5, 'username or address not exists')
    // Paged by offset/limit only: the chain ignores pagination.key here.
    const search = new URLSearchParams(query)
    search.delete('pagination.key')
    const page = paginate(g.daos.ofMember(address), parsePageRequest(search), dao => dao.address)
    return ok({ dao: page.items, pagination: page.pagination })
  })
}
