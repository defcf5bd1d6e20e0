import { grpcError, ok, paginate, parsePageRequest } from '../../../http/paging.ts'
import type { Router } from '../../../http/router.ts'
import { REST_PREFIX, uintParam } from '../common.ts'
import type { GitopiaContext } from '../context.ts'

export function registerBountyRoutes(router: Router, g: GitopiaContext): void {
  router.get(`${REST_PREFIX}/bounty`, ({ query }) => {
    const page = paginate(g.bounties.all(), parsePageRequest(query), bounty => bounty.id)
    return ok({ Bounty: page.items, pagination: page.pagination })
  })
  router.get(`${REST_PREFIX}/bounty/{id}`, ({ params }) => {
    const bounty = g.bounties.get(uintParam(params.id, 'id').toString())
    return bounty ? ok({ Bounty: bounty }) : grpcError(2, 'key not found')
  })
}
