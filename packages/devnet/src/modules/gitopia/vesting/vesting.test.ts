import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moduleAddress } from '../../../chain/addresses.ts'
import { defaultGenesis } from '../../../genesis.ts'
import { TEST_ACCOUNTS } from '../../../seed/demo-world.ts'
import { startHarness, type Harness } from '../../../testing/harness.ts'
import { vestedTeamTokens } from './keeper.ts'

const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address

describe('vestedTeamTokens (util_team_vesting.go)', () => {
  const start = new Date('2024-06-15T00:00:00Z')
  const at = (iso: string) => vestedTeamTokens(start, new Date(iso))

  it('vests nothing through the 12-month cliff, then a 120th of 339,118,201 LORE a month', () => {
    expect(at('2025-06-15T00:00:00Z')).toBe(0n)
    expect(at('2025-07-14T23:59:59Z')).toBe(0n)
    expect(at('2025-07-15T00:00:00Z')).toBe(339_118_201_000_000n / 120n)
    expect(at('2026-07-15T00:00:00Z')).toBe((339_118_201_000_000n * 13n) / 120n)
  })

  it('stops at the whole amount after 132 months', () => {
    expect(at('2035-06-15T00:00:00Z')).toBe(339_118_201_000_000n)
    expect(at('2040-01-01T00:00:00Z')).toBe(339_118_201_000_000n)
  })
})

describe('MsgExercise and the vestedAmount route', () => {
  let harness: Harness
  beforeAll(async () => {
    const genesis = defaultGenesis()
    const file = join(await mkdtemp(join(tmpdir(), 'vesting-genesis-')), 'genesis.json')
    await writeFile(
      file,
      JSON.stringify({
        ...genesis,
        accounts: [
          ...genesis.accounts.filter(a => a.address !== moduleAddress('team')),
          { address: moduleAddress('team'), coins: [{ denom: 'ulore', amount: '5000000' }] },
        ],
        team_vesting: {
          genesis_time: '2010-01-01T00:00:00Z',
          proportions: [{ address: alice, proportion: '10' }],
        },
      }),
    )
    harness = await startHarness({ genesisFile: file })
  }, 30_000)
  afterAll(() => harness.close())

  const vested = async (address: string) =>
    harness.get(`/gitopia/gitopia/gitopia/vestedAmount/${address}`)
  const balance = async (address: string) => {
    const { body } = await harness.get(
      `/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`,
    )
    return BigInt((body as { balance: { amount: string } }).balance.amount)
  }

  it('lets a team member send part of their vested share anywhere, and counts it', async () => {
    // Vesting ended long ago: 10 % of the whole amount.
    expect((await vested(alice)).body).toEqual({
      address: alice,
      amount: { denom: 'ulore', amount: '33911820100000' },
      exercisedAmount: { denom: 'ulore', amount: '0' },
    })
    const before = await balance(bob)
    const sent = await harness.send('alice', [
      {
        type: 'MsgExercise',
        value: { creator: alice, amount: { denom: 'lore', amount: '2' }, to: bob },
      },
    ])
    expect(sent.code).toBe(0)
    expect((await balance(bob)) - before).toBe(2_000_000n)
    expect((await vested(alice)).body.exercisedAmount).toEqual({
      denom: 'ulore',
      amount: '2000000',
    })
    // The team account holds only what is left of its 5 LORE.
    const short = await harness.send('alice', [
      {
        type: 'MsgExercise',
        value: { creator: alice, amount: { denom: 'ulore', amount: '3000001' }, to: alice },
      },
    ])
    expect(short.rawLog).toContain('error sending coins from team vesting module account')
  })

  it('refuses an account without a proportion, and a zero amount before it runs', async () => {
    const stranger = await vested(bob)
    expect(stranger.status).toBe(500)
    const refused = await harness.send('bob', [
      {
        type: 'MsgExercise',
        value: { creator: bob, amount: { denom: 'ulore', amount: '1' }, to: bob },
      },
    ])
    expect(refused.rawLog).toContain(`account (${bob}) doesn't have permission`)
    await expect(
      harness.send('alice', [
        {
          type: 'MsgExercise',
          value: { creator: alice, amount: { denom: 'ulore', amount: '0' }, to: bob },
        },
      ]),
    ).rejects.toThrow(/amount is not positive/)
  })
})
