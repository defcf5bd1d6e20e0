import { devnetValidatorAccount } from './modules/staking/keeper.ts'
import { z } from 'zod'
import { DEMO_ACCOUNTS } from './seed/demo-world.ts'

const coinSchema = z.object({
  denom: z.string().regex(/^[a-zA-Z][a-zA-Z0-9/:._-]{2,127}$/),
  amount: z.string().regex(/^\d+$/),
})

export const genesisSchema = z.object({
  genesis_time: z.iso.datetime(),
  accounts: z.array(z.object({ address: z.string().min(1), coins: z.array(coinSchema) })),
  fee_grants: z
    .array(
      z.object({
        granter: z.string(),
        grantee: z.string(),
        spend_limit: z.array(coinSchema),
        expiration: z.iso.datetime().nullable().default(null),
      }),
    )
    .default([]),
  users: z
    .array(
      z.object({
        address: z.string(),
        username: z.string(),
        name: z.string().default(''),
        bio: z.string().default(''),
        avatar_url: z.string().default(''),
      }),
    )
    .default([]),
  rewards: z
    .array(
      z.object({ recipient: z.string(), series: z.string().default('ONE'), amount: coinSchema }),
    )
    .default([]),
  /** Bonded validators by operator account, with their monikers and commission. */
  validators: z
    .array(
      z.object({
        operator: z.string(),
        moniker: z.string(),
        commission_rate: z.string().regex(/^0(\.\d{1,18})?$|^1$/),
        website: z.string().default(''),
        details: z.string().default(''),
        /** Jailed for double signing (its evidence is in the genesis): out of the set, unbonded. */
        jailed: z.boolean().default(false),
      }),
    )
    .default([]),
  /** Bonded stake (ulore) held in the bonded pool, on top of the delegator's liquid coins. */
  delegations: z
    .array(
      z.object({ delegator: z.string(), validator: z.string(), amount: z.string().regex(/^\d+$/) }),
    )
    .default([]),
  /** Coins in the community pool (the distribution module's account), for spend proposals. */
  community_pool: z.array(coinSchema).default([]),
  /** x/gov periods in seconds (`--gov-voting-period` overrides the voting period). */
  gov: z
    .object({
      voting_period: z.number().int().positive().optional(),
      max_deposit_period: z.number().int().positive().optional(),
    })
    .default({}),
})
export type Genesis = z.infer<typeof genesisSchema>

/**
 * Known development accounts (declared once, with the demo-only ones, in seed/demo-world.ts).
 * Their mnemonics are public (README) and must never hold real funds. `dev` uses the well-known
 * "abandon … about" test mnemonic.
 */
const { alice, bob, carol, faucet, dev } = DEMO_ACCOUNTS
export const TEST_ACCOUNTS = { alice, bob, carol, faucet, dev } as const

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
    ],
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
