import type { ChainModule } from '../../chain/module.ts'
import type { StakingKeeper } from './keeper.ts'
import { registerStakingRoutes, stakingAbciQueries } from './routes.ts'

/** Read-only staking: genesis validators and delegations give governance its voting power. */
export function stakingModule(staking: StakingKeeper): ChainModule {
  return {
    name: 'staking',
    abciQueries: stakingAbciQueries(staking),
    registerRoutes: router => registerStakingRoutes(router, staking),
  }
}
