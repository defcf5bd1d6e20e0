import type { ChainModule } from '../../chain/module.ts'
import { EventCollector } from '../../chain/events.ts'
import type { StakingKeeper } from './keeper.ts'
import { stakingHandlers } from './msgs.ts'
import { registerStakingRoutes, stakingAbciQueries } from './routes.ts'

/** x/staking: delegations, unbonding and redelegation with the devnet's unbonding time. */
export function stakingModule(staking: StakingKeeper): ChainModule {
  return {
    name: 'staking',
    handlers: stakingHandlers(staking),
    abciQueries: stakingAbciQueries(staking),
    registerRoutes: router => registerStakingRoutes(router, staking),
    endBlock: ({ blockTime }) => staking.completeMatured(blockTime, new EventCollector()),
  }
}
