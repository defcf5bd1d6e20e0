import { isValidAddress } from '../../chain/addresses.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { REST_PREFIX } from './common.ts'

/**
 * The module's params and team vesting routes of a v6 node (docs/protocol.md, gitopia params).
 * The devnet distributes no inflation and vests nothing: proportions point at no one and every
 * vested amount is zero.
 */
export function registerParamsRoutes(router: Router, genesisTime: () => Date): void {
  const nobody = { proportion: '0.000000000000000000', address: '' }
  router.get(`${REST_PREFIX}/params`, () =>
    ok({
      params: {
        next_inflation_time: new Date(genesisTime().getTime() + 365 * 86_400_000).toISOString(),
        pool_proportions: { ecosystem: nobody, team: nobody, platform: nobody },
        team_proportions: [],
        genesis_time: genesisTime().toISOString(),
        git_server: '',
        storage_provider: '',
      },
    }),
  )
  router.get(`${REST_PREFIX}/vestedAmount/{address}`, ({ params }) => {
    const address = params.address ?? ''
    if (!isValidAddress(address)) return grpcError(3, `invalid address ${address}`)
    const zero = { denom: 'ulore', amount: '0' }
    return ok({ address, amount: zero, exercisedAmount: zero })
  })
}
