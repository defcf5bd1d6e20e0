import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { RouteRequest, RouteResponse, Router } from '../../http/router.ts'
import { formatDec } from '../../chain/dec.ts'
import { type StakingKeeper } from '../staking/keeper.ts'
import { accountOfValoper } from '../../chain/addresses.ts'
import { COMMUNITY_TAX, type DistributionKeeper } from './keeper.ts'

/** DecCoins of ulore atomics, as the gateway prints them (empty when zero). */
const decCoins = (atomics: bigint) =>
  atomics > 0n ? [{ denom: NATIVE_TOKEN.denom, amount: formatDec(atomics) }] : []

export function registerDistributionRoutes(
  router: Router,
  distribution: DistributionKeeper,
  staking: StakingKeeper,
): void {
  const p = '/cosmos/distribution/v1beta1'
  const validatorOr404 = (operator: string) =>
    staking.validator(operator) ? undefined : grpcError(3, 'validator does not exist')
  /** A read of one validator (`path` under it); an unknown validator is the gateway's error. */
  const validatorRoute = (
    path: string,
    answer: (operator: string, request: RouteRequest) => RouteResponse,
  ) =>
    router.get(`${p}/validators/{validator_address}${path}`, request => {
      const operator = request.params.validator_address ?? ''
      return validatorOr404(operator) ?? answer(operator, request)
    })

  router.get(`${p}/params`, () =>
    ok({
      params: {
        community_tax: COMMUNITY_TAX,
        base_proposer_reward: '0.000000000000000000',
        bonus_proposer_reward: '0.000000000000000000',
        withdraw_addr_enabled: true,
      },
    }),
  )
  router.get(`${p}/community_pool`, () =>
    ok({
      pool: distribution
        .communityPool()
        .filter(c => c.atomics > 0n)
        .map(c => ({ denom: c.denom, amount: formatDec(c.atomics) })),
    }),
  )
  router.get(`${p}/delegators/{delegator_address}/rewards`, ({ params }) => {
    const delegator = params.delegator_address ?? ''
    const rewards = staking.delegations.ofDelegator(delegator).map(d => ({
      validator_address: d.validator_address,
      reward: decCoins(distribution.pendingRewards(delegator, d.validator_address)),
    }))
    const total = staking.delegations
      .ofDelegator(delegator)
      .reduce((sum, d) => sum + distribution.pendingRewards(delegator, d.validator_address), 0n)
    return ok({ rewards, total: decCoins(total) })
  })
  router.get(`${p}/delegators/{delegator_address}/rewards/{validator_address}`, ({ params }) => {
    const delegator = params.delegator_address ?? ''
    const operator = params.validator_address ?? ''
    const missing = validatorOr404(operator)
    if (missing) return missing
    if (!staking.delegations.get(delegator, operator))
      return grpcError(5, 'delegation does not exist')
    return ok({ rewards: decCoins(distribution.pendingRewards(delegator, operator)) })
  })
  router.get(`${p}/delegators/{delegator_address}/validators`, ({ params }) =>
    ok({
      validators: staking.delegations
        .ofDelegator(params.delegator_address ?? '')
        .map(d => d.validator_address),
    }),
  )
  router.get(`${p}/delegators/{delegator_address}/withdraw_address`, ({ params }) =>
    ok({ withdraw_address: distribution.withdrawAddress(params.delegator_address ?? '') }),
  )
  validatorRoute('', operator =>
    ok({
      operator_address: operator,
      self_bond_rewards: decCoins(
        distribution.pendingRewards(accountOfValoper(operator), operator),
      ),
      commission: decCoins(BigInt(distribution.rewardsOf(operator).commission)),
    }),
  )
  validatorRoute('/commission', operator =>
    ok({
      commission: { commission: decCoins(BigInt(distribution.rewardsOf(operator).commission)) },
    }),
  )
  validatorRoute('/outstanding_rewards', operator =>
    ok({
      rewards: { rewards: decCoins(BigInt(distribution.rewardsOf(operator).outstanding)) },
    }),
  )
  // The devnet never slashes stake (docs/protocol.md "Staking"), so no validator has slash events.
  validatorRoute('/slashes', (_operator, { query }) => {
    const page = paginate([], parsePageRequest(query), () => '')
    return ok({ slashes: page.items, pagination: page.pagination })
  })
}
