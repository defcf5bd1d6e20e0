import { z } from 'zod'

/**
 * The devnet's genesis file (`--genesis`): accounts, grants, users, validators and delegations at
 * height 0. The RPC `genesis` method and the node's start both read it, so it sits in chain/.
 */
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
  /**
   * x/gitopia's team vesting params: `genesis_time` (months vest from it, after a 12-month cliff)
   * and `team_proportions` (a percentage per address). The team's tokens sit in the `team`
   * module account, funded like any other in `accounts`.
   */
  team_vesting: z
    .object({
      genesis_time: z.iso.datetime(),
      proportions: z.array(
        z.object({ address: z.string(), proportion: z.string().regex(/^\d+(\.\d{1,18})?$/) }),
      ),
    })
    .optional(),
  /** x/gov periods in seconds (`--gov-voting-period` overrides the voting period). */
  gov: z
    .object({
      voting_period: z.number().int().positive().optional(),
      max_deposit_period: z.number().int().positive().optional(),
    })
    .default({}),
})
export type Genesis = z.infer<typeof genesisSchema>
