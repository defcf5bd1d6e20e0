import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import type { UsersKeeper } from './keeper.ts'

export function registerUserRoutes(
  router: Router,
  users: UsersKeeper,
  isDao: (address: string) => boolean,
): void {
  const prefix = '/gitopia/gitopia/gitopia'
  router.get(`${prefix}/user`, ({ query }) => {
    const page = paginate(users.users(), parsePageRequest(query), user => user.creator)
    return ok({ User: page.items, pagination: page.pagination })
  })
  router.get(`${prefix}/user/{id}`, ({ params }) => {
    const address = users.resolveAddress(params.id ?? '', isDao)
    if (!address) return grpcError(5, 'username or address not exists')
    const user = users.user(address)
    if (!user) return grpcError(2, 'key not found')
    return ok({ User: user })
  })
  router.get(`${prefix}/whois`, ({ query }) => {
    const page = paginate(users.allWhois(), parsePageRequest(query), whois => whois.name)
    return ok({ Whois: page.items, pagination: page.pagination })
  })
  router.get(`${prefix}/whois/{name}`, ({ params }) => {
    const whois = users.whois(params.name ?? '')
    if (!whois) return grpcError(2, 'key not found')
    return ok({ Whois: whois })
  })
}
