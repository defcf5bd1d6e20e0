import { genesisSchema, type Genesis } from './chain/genesis-schema.ts'
import { devnetValidatorAccount } from './modules/staking/keeper.ts'
import { moduleAddress } from './chain/addresses.ts'
import { DEMO_ACCOUNTS, TEST_ACCOUNTS } from './seed/demo-world.ts'

/**
 * Monikers of the devnet's validators (operators are stand-in accounts, see staking): three in the
 * set with 5, 10 and 7 % commission, and a fourth jailed for double signing (20 %).
 */
export const DEVNET_VALIDATORS = [
  'Lore Keepers',
  'Merkle Mountain',
  'Commit Valley',
  'Forked Twice',
] as const
const COMMISSIONS = ['0.05', '0.1', '0.07', '0.2'] as const

const lore = (whole: number) => [{ denom: 'ulore', amount: `${whole}000000` }]

export function defaultGenesis(): Genesis {
  return genesisSchema.parse({
    genesis_time: '2026-01-01T00:00:00Z',
    accounts: [
      { address: TEST_ACCOUNTS.alice.address, coins: lore(1_000) },
      { address: TEST_ACCOUNTS.bob.address, coins: lore(1_000) },
      {
        address: TEST_ACCOUNTS.faucet.address,
        coins: [...lore(1_000_000_000), { denom: 'uosmo', amount: '1000000000000' }],
      },
      { address: TEST_ACCOUNTS.dev.address, coins: lore(1_000) },
      // The team vesting account holds enough for erin's whole share (0.01 % of 339,118,201 LORE).
      { address: moduleAddress('team'), coins: lore(40_000) },
    ],
    // Vesting began long enough ago that erin, a team member, has some to exercise.
    team_vesting: {
      genesis_time: '2024-06-01T00:00:00Z',
      proportions: [{ address: DEMO_ACCOUNTS.erin.address, proportion: '0.01' }],
    },
    fee_grants: [
      {
        granter: TEST_ACCOUNTS.faucet.address,
        grantee: TEST_ACCOUNTS.carol.address,
        spend_limit: lore(10),
        expiration: null,
      },
    ],
    validators: DEVNET_VALIDATORS.map((moniker, i) => ({
      operator: devnetValidatorAccount(i + 1),
      moniker,
      commission_rate: COMMISSIONS[i],
      jailed: i === 3,
    })),
    delegations: [
      ...DEVNET_VALIDATORS.map((_, i) => ({
        delegator: devnetValidatorAccount(i + 1),
        validator: devnetValidatorAccount(i + 1),
        amount: '100000000',
      })),
      {
        delegator: TEST_ACCOUNTS.alice.address,
        validator: devnetValidatorAccount(1),
        amount: '200000000',
      },
      {
        delegator: TEST_ACCOUNTS.bob.address,
        validator: devnetValidatorAccount(2),
        amount: '200000000',
      },
      {
        delegator: TEST_ACCOUNTS.dev.address,
        validator: devnetValidatorAccount(3),
        amount: '100000000',
      },
    ],
    community_pool: lore(1_000),
    rewards: [
      { recipient: TEST_ACCOUNTS.alice.address, series: 'ONE', amount: lore(50)[0] },
      { recipient: TEST_ACCOUNTS.dev.address, series: 'ONE', amount: lore(50)[0] },
    ],
  })
}
