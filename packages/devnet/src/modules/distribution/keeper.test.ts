import { describe, expect, it } from 'vitest'
import { infiniteGas } from '../../state/gas.ts'
import { Store } from '../../state/store.ts'
import { AuthKeeper } from '../auth/keeper.ts'
import { BankKeeper } from '../bank/keeper.ts'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { devnetValidatorAccount, StakingKeeper } from '../staking/keeper.ts'
import { valoperOf } from '../../chain/addresses.ts'
import { stakingParams } from '../staking/params.ts'
import { DEC } from '../../chain/dec.ts'
import { DISTRIBUTION_ACCOUNT, DistributionKeeper, FEE_COLLECTOR } from './keeper.ts'

const { alice } = TEST_ACCOUNTS

/** One validator (10 % commission, 300 LORE self-bond) and alice's 100 LORE, in a fresh store. */
function world() {
  const store = new Store()
  const bank = new BankKeeper(store, new AuthKeeper(store))
  const staking = new StakingKeeper(store, bank, stakingParams())
  const distribution = new DistributionKeeper(store, bank, staking)
  const operator = valoperOf(devnetValidatorAccount(1))
  const run = <T>(fn: () => T): T => store.transact(infiniteGas(), fn)
  run(() => {
    staking.createValidator({ operator, moniker: 'v', commissionRate: '0.1', time: new Date(0) })
    staking.genesisDelegate(devnetValidatorAccount(1), operator, 300_000_000n)
    staking.genesisDelegate(alice.address, operator, 100_000_000n)
    distribution.fundCommunityPool([{ denom: 'ulore', amount: '1000' }])
  })
  return { bank, distribution, operator, run }
}

describe('x/distribution', () => {
  it('splits collected fees into the tax, the commission and the delegators by shares', () => {
    const { bank, distribution, operator, run } = world()
    run(() => bank.mint(FEE_COLLECTOR, [{ denom: 'ulore', amount: '1000000' }]))
    run(() => distribution.allocate())
    // 2 % tax; of the 980,000 left, 10 % commission; alice holds a quarter of the shares.
    expect(distribution.communityPool()).toEqual([{ denom: 'ulore', atomics: 21_000n * DEC }])
    expect(BigInt(distribution.rewardsOf(operator).commission)).toBe(98_000n * DEC)
    expect(distribution.pendingRewards(alice.address, operator)).toBe(220_500n * DEC)
    expect(bank.balance(FEE_COLLECTOR, 'ulore').amount).toBe('0')
  })

  it('pays the whole ulore of a withdrawal and keeps the fraction in the pool', () => {
    const { bank, distribution, operator, run } = world()
    run(() => bank.mint(FEE_COLLECTOR, [{ denom: 'ulore', amount: '7' }]))
    run(() => distribution.allocate())
    const pending = distribution.pendingRewards(alice.address, operator)
    const before = BigInt(bank.balance(alice.address, 'ulore').amount)
    const paid = run(() => distribution.withdrawDelegationRewards(alice.address, operator))
    expect(paid).toBe(pending / DEC)
    expect(BigInt(bank.balance(alice.address, 'ulore').amount)).toBe(before + paid)
    expect(distribution.pendingRewards(alice.address, operator)).toBe(0n)
  })

  it('spends exactly the amount from the community pool, or refuses when it holds too little', () => {
    const { bank, distribution, run } = world()
    expect(
      run(() =>
        distribution.spendCommunityPool(alice.address, [{ denom: 'ulore', amount: '2000' }]),
      ),
    ).toBe(false)
    expect(
      run(() =>
        distribution.spendCommunityPool(alice.address, [{ denom: 'ulore', amount: '400' }]),
      ),
    ).toBe(true)
    expect(distribution.communityPool()).toEqual([{ denom: 'ulore', atomics: 600n * DEC }])
    expect(bank.balance(DISTRIBUTION_ACCOUNT, 'ulore').amount).toBe('600')
  })
})
