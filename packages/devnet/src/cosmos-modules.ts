import type { ChainModule } from './chain/module.ts'
import type { Store } from './state/store.ts'
import type { BankKeeper } from './modules/bank/keeper.ts'
import { consensusModule } from './modules/consensus/module.ts'
import { DistributionKeeper } from './modules/distribution/keeper.ts'
import { distributionModule } from './modules/distribution/module.ts'
import { evidenceModule } from './modules/evidence/module.ts'
import { MintKeeper, mintModule } from './modules/mint/module.ts'
import { paramsModule } from './modules/params/module.ts'
import { slashingModule } from './modules/slashing/module.ts'
import { StakingKeeper } from './modules/staking/keeper.ts'
import { stakingModule } from './modules/staking/module.ts'
import { stakingParams } from './modules/staking/params.ts'
import { upgradeModule } from './modules/upgrade/module.ts'

/**
 * The SDK modules around staking: x/staking, x/mint and x/distribution (whose end-block hooks run
 * in this order: matured unbondings, the block's inflation, then its fees and inflation paid out),
 * and the read-only x/slashing, x/evidence, x/upgrade, x/params and x/consensus.
 */
export function createStakingModules(options: {
  store: Store
  bank: BankKeeper
  unbondingSeconds?: number | undefined
}): { staking: StakingKeeper; distribution: DistributionKeeper; modules: ChainModule[] } {
  const { store, bank } = options
  const staking = new StakingKeeper(store, bank, stakingParams(options.unbondingSeconds))
  const distribution = new DistributionKeeper(store, bank, staking)
  const mint = new MintKeeper(store, bank, staking)
  return {
    staking,
    distribution,
    modules: [
      stakingModule(staking),
      mintModule(mint),
      distributionModule(distribution, staking),
      slashingModule(staking),
      evidenceModule(staking),
      upgradeModule(),
      paramsModule(),
      consensusModule(),
    ],
  }
}
