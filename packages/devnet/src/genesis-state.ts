import type { Genesis } from './chain/genesis-schema.ts'
import type { BankKeeper } from './modules/bank/keeper.ts'
import type { FeegrantKeeper } from './modules/feegrant/keeper.ts'
import type { UsersKeeper } from './modules/gitopia/users/keeper.ts'
import type { DistributionKeeper } from './modules/distribution/keeper.ts'
import { type StakingKeeper } from './modules/staking/keeper.ts'
import { valoperOf } from './chain/addresses.ts'
import { REWARDS_ACCOUNT, type RewardsKeeper } from './modules/rewards/module.ts'

export interface GenesisKeepers {
  readonly bank: BankKeeper
  readonly feegrant: FeegrantKeeper
  readonly users: UsersKeeper
  readonly rewards: RewardsKeeper
  readonly staking: StakingKeeper
  readonly distribution: DistributionKeeper
}

/** InitGenesis: accounts (numbered in file order), balances, fee grants, users, rewards. */
export function initGenesis(genesis: Genesis, keepers: GenesisKeepers): void {
  const time = new Date(genesis.genesis_time)
  for (const account of genesis.accounts) keepers.bank.mint(account.address, account.coins)
  for (const grant of genesis.fee_grants) {
    keepers.feegrant.grant({
      granter: grant.granter,
      grantee: grant.grantee,
      allowance: {
        spendLimit: grant.spend_limit,
        expiration: grant.expiration,
        allowedMessages: null,
      },
    })
  }
  for (const user of genesis.users) {
    keepers.users.registerName(
      user.username,
      user.address,
      'USER',
      user.address,
      `username is already taken: (${user.username})`,
    )
    keepers.users.createUser(
      {
        creator: user.address,
        name: user.name,
        username: user.username,
        usernameGithub: '',
        avatarUrl: user.avatar_url,
        followers: [],
        following: [],
        starred_repos: [],
        subscriptions: '',
        bio: user.bio,
        createdAt: '',
        updatedAt: '',
        verified: false,
        pinned_repos: [],
      },
      time,
    )
  }
  for (const validator of genesis.validators) {
    keepers.staking.createValidator({
      operator: valoperOf(validator.operator),
      moniker: validator.moniker,
      commissionRate: validator.commission_rate,
      website: validator.website,
      details: validator.details,
      jailed: validator.jailed,
      time,
    })
  }
  for (const delegation of genesis.delegations)
    keepers.staking.genesisDelegate(
      delegation.delegator,
      valoperOf(delegation.validator),
      BigInt(delegation.amount),
    )
  if (genesis.community_pool.length > 0)
    keepers.distribution.fundCommunityPool(genesis.community_pool)
  for (const reward of genesis.rewards) {
    keepers.bank.mint(REWARDS_ACCOUNT, [reward.amount])
    const zero = { denom: reward.amount.denom, amount: '0' }
    const existing = keepers.rewards.get(reward.recipient)?.rewards ?? []
    keepers.rewards.save({
      recipient: reward.recipient,
      rewards: [
        ...existing,
        {
          series: reward.series,
          amount: reward.amount,
          creator: REWARDS_ACCOUNT,
          claimed_amount: zero,
          claimed_amount_with_decay: zero,
        },
      ],
    })
  }
}
