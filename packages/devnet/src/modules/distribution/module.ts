import type { ChainModule } from '../../chain/module.ts'
import { ok } from '../../http/paging.ts'
import type { BankKeeper } from '../bank/keeper.ts'
import { COMMUNITY_POOL } from '../gov/keeper.ts'

/** x/distribution as far as governance needs it: the community pool a spend proposal pays from. */
export function distributionModule(bank: BankKeeper): ChainModule {
  return {
    name: 'distribution',
    registerRoutes: router => {
      router.get('/cosmos/distribution/v1beta1/community_pool', () =>
        ok({
          // DecCoins, as the SDK prints them.
          pool: bank.allBalances(COMMUNITY_POOL).map(c => ({
            denom: c.denom,
            amount: `${c.amount}.000000000000000000`,
          })),
        }),
      )
    },
  }
}
