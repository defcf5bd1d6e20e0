import { isValidAddress } from '../../chain/addresses.ts'
import { ChainError } from '../../chain/errors.ts'
import { grpcError, ok } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { REST_PREFIX } from './common.ts'
import type { TeamVestingKeeper } from './vesting/keeper.ts'
import { normalizeDec } from '../../chain/dec.ts'

/**
 * The module's params and team vesting routes of a v6 node (docs/protocol.md, gitopia params).
 * The devnet distributes no inflation, so the pool proportions point at no one; team vesting
 * follows its genesis (`team_vesting`).
 */
export function registerParamsRoutes(
  router: Router,
  clock: { readonly genesisTime: () => Date; readonly blockTime: () => Date },
  vesting: TeamVestingKeeper,
): void {
  const nobody = { proportion: '0.000000000000000000', address: '' }
  router.get(`${REST_PREFIX}/params`, () =>
    ok({
      params: {
        next_inflation_time: new Date(
          clock.genesisTime().getTime() + 365 * 86_400_000,
        ).toISOString(),
        pool_proportions: { ecosystem: nobody, team: nobody, platform: nobody },
        team_proportions: vesting.config.proportions.map(p => ({
          proportion: normalizeDec(p.proportion),
          address: p.address,
        })),
        genesis_time: vesting.config.genesisTime.toISOString(),
        git_server: '',
        storage_provider: '',
      },
    }),
  )
  // release-v6 keeper/grpc_query_vested_amount.go: a refusal of GetVestedProportion is the answer.
  router.get(`${REST_PREFIX}/vestedAmount/{address}`, ({ params }) => {
    const address = params.address ?? ''
    if (!isValidAddress(address)) return grpcError(3, `invalid address ${address}`)
    try {
      const vested = vesting.vestedProportion(address, clock.blockTime())
      return ok({
        address,
        amount: { denom: 'ulore', amount: vested.toString() },
        exercisedAmount: { denom: 'ulore', amount: vesting.exercised(address).toString() },
      })
    } catch (failure) {
      if (failure instanceof ChainError) return grpcError(2, failure.log)
      throw failure
    }
  })
}
