import { NATIVE_TOKEN } from '@gitopia-client/chain'
import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
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
  router.get(`${p}/validators/{validator_address}`, ({ params }) => {
    const operator = params.validator_address ?? ''
    const missing = validatorOr404(operator)
    if (missing) return missing
    return ok({
      operator_address: operator,
      self_bond_rewards: decCoins(
        distribution.pendingRewards(accountOfValoper(operator), operator),
      ),
      commission: decCoins(BigInt(distribution.rewardsOf(operator).commission)),
    })
  })
  router.get(`${p}/validators/{validator_address}/commission`, ({ params }) => {
    const operator = params.validator_address ?? ''
    const missing = validatorOr404(operator)
    if (missing) return missing
    return ok({
      commission: { commission: decCoins(BigInt(distribution.rewardsOf(operator).commission)) },
    })
  })
  router.get(`${p}/validators/{validator_address}/outstanding_rewards`, ({ params }) => {
    const operator = params.validator_address ?? ''
    const missing = validatorOr404(operator)
    if (missing) return missing
    return ok({
      rewards: { rewards: decCoins(BigInt(distribution.rewardsOf(operator).outstanding)) },
    })
  })
  // The devnet never slashes stake (docs/protocol.md "Staking"), so no validator has slash events.
  router.get(`${p}/validators/{validator_address}/slashes`, ({ params, query }) => {
    const missing = validatorOr404(params.validator_address ?? '')
    if (missing) return missing
    const page = paginate([], parsePageRequest(query), () => '')
    return ok({ slashes: page.items, pagination: page.pagination })
  })
}
