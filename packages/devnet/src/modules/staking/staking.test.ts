/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- REST JSON is checked by the assertions */
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultGenesis } from '../../genesis.ts'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { startHarness, type Harness } from '../../testing/harness.ts'
import { valoperOf } from '../../chain/addresses.ts'

const { alice, bob, dev } = TEST_ACCOUNTS
const S = '/cosmos/staking/v1beta1'
const D = '/cosmos/distribution/v1beta1'
// Long enough that no loaded machine lets an unbonding mature between two steps of a test.
const UNBONDING_SECONDS = 3600
let h: Harness
let genesisDir: string
/** bob operates "Lore Keepers" here, so he can sign for its commission. */
const bobValidator = valoperOf(bob.address)
let other = ''
let jailed = ''

beforeAll(async () => {
  const genesis = defaultGenesis()
  const [first] = genesis.validators
  if (!first) throw new Error('no validators')
  const firstOperator = first.operator
  genesis.validators[0] = { ...first, operator: bob.address }
  genesis.delegations = genesis.delegations.map(d =>
    d.validator === firstOperator ? { ...d, validator: bob.address } : d,
  )
  genesisDir = await mkdtemp(join(tmpdir(), 'staking-genesis-'))
  const genesisFile = join(genesisDir, 'genesis.json')
  await writeFile(genesisFile, JSON.stringify(genesis))
  h = await startHarness({ genesisFile, unbondingSeconds: UNBONDING_SECONDS })
  const validators = (await h.get(`${S}/validators`)).body.validators as any[]
  other = validators.find(v => v.operator_address !== bobValidator && !v.jailed).operator_address
  jailed = validators.find(v => v.jailed).operator_address
})
afterAll(async () => {
  await h.close()
  await rm(genesisDir, { recursive: true, force: true })
})

const balance = async (address: string) =>
  BigInt(
    ((await h.get(`/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`)).body as any)
      .balance.amount,
  )
const rewardOf = async (address: string, validator: string) => {
  const { body } = await h.get(`${D}/delegators/${address}/rewards/${validator}`)
  return BigInt(String((body.rewards as any[])[0]?.amount ?? '0').split('.')[0] ?? '0')
}
const feeOf = (
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
) =>
  BigInt(
    /^(\d+)/.exec(
      events.find(e => e.type === 'tx')?.attributes.find(a => a.key === 'fee')?.value ?? '',
    )?.[1] ?? '0',
  )
const msg = (type: string, value: Record<string, unknown>) => ({ type: `/cosmos.${type}`, value })
const lore = (amount: string) => ({ denom: 'ulore', amount })

/** Sends one Msg as `who` and expects the chain to accept it. */
async function sendOk(who: 'alice' | 'bob' | 'dev', type: string, value: Record<string, unknown>) {
  const result = await h.send(who, [msg(type, value)])
  expect(result.code, result.rawLog).toBe(0)
  return result
}

/** The test ends an unbonding with the devnet's clock control, never by waiting for it. */
async function passUnbondingTime(): Promise<void> {
  const answer = await fetch(`${h.devnet.controlUrl}/advance`, {
    method: 'POST',
    body: JSON.stringify({ chainId: h.devnet.chainId, seconds: UNBONDING_SECONDS + 1 }),
  })
  expect(answer.status).toBe(200)
}

async function untilChanged<T>(read: () => Promise<T>, from: T): Promise<T> {
  for (let i = 0; i < 200; i++) {
    h.devnet.produceBlock()
    const value = await read()
    if (value !== from) return value
  }
  throw new Error('nothing changed over 200 blocks')
}

describe('staking and distribution on the devnet', () => {
  it('lists four validators with their commissions, the fourth jailed and unbonded', async () => {
    const validators = (await h.get(`${S}/validators`)).body.validators as any[]
    expect(validators).toHaveLength(4)
    const byMoniker = Object.fromEntries(validators.map(v => [v.description.moniker, v]))
    expect(byMoniker['Forked Twice']).toMatchObject({
      jailed: true,
      status: 'BOND_STATUS_UNBONDED',
    })
    expect(byMoniker['Lore Keepers'].commission.commission_rates.rate).toBe('0.050000000000000000')
    const bonded = (await h.get(`${S}/validators?status=BOND_STATUS_BONDED`)).body
      .validators as any[]
    expect(bonded).toHaveLength(3)
    const infos = (await h.get('/cosmos/slashing/v1beta1/signing_infos')).body.info as any[]
    expect(infos.filter(i => i.tombstoned)).toHaveLength(1)
    const evidence = (await h.get('/cosmos/evidence/v1beta1/evidence')).body.evidence as any[]
    expect(evidence).toEqual([
      expect.objectContaining({ '@type': '/cosmos.evidence.v1beta1.Equivocation' }),
    ])
  })

  it('delegates, earns rewards every block and claims them to the balance', async () => {
    await sendOk('dev', 'staking.v1beta1.MsgDelegate', {
      delegatorAddress: dev.address,
      validatorAddress: other,
      amount: lore('50000000'),
    })
    const first = await untilChanged(() => rewardOf(dev.address, other), 0n)
    const later = await untilChanged(() => rewardOf(dev.address, other), first)
    expect(later).toBeGreaterThan(first)
    const before = await balance(dev.address)
    const claimed = await sendOk('dev', 'distribution.v1beta1.MsgWithdrawDelegatorReward', {
      delegatorAddress: dev.address,
      validatorAddress: other,
    })
    const paid = BigInt(
      /^(\d+)/.exec(
        claimed.events
          .find(e => e.type === 'withdraw_rewards')
          ?.attributes.find(a => a.key === 'amount')?.value ?? '',
      )?.[1] ?? '0',
    )
    expect(paid).toBeGreaterThanOrEqual(later)
    expect(await balance(dev.address)).toBe(before + paid - feeOf(claimed.events))
  })

  it('pays rewards to the withdraw address a delegator sets', async () => {
    await sendOk('alice', 'distribution.v1beta1.MsgSetWithdrawAddress', {
      delegatorAddress: alice.address,
      withdrawAddress: TEST_ACCOUNTS.carol.address,
    })
    expect(
      (await h.get(`${D}/delegators/${alice.address}/withdraw_address`)).body.withdraw_address,
    ).toBe(TEST_ACCOUNTS.carol.address)
    const before = await balance(TEST_ACCOUNTS.carol.address)
    await sendOk('alice', 'distribution.v1beta1.MsgWithdrawDelegatorReward', {
      delegatorAddress: alice.address,
      validatorAddress: bobValidator,
    })
    expect(await balance(TEST_ACCOUNTS.carol.address)).toBeGreaterThan(before)
  })

  it("pays a validator's commission to its operator", async () => {
    const commission = (await h.get(`${D}/validators/${bobValidator}/commission`)).body as any
    expect(commission.commission.commission[0].amount).toMatch(/^\d+\.\d{18}$/)
    const before = await balance(bob.address)
    const withdrawn = await sendOk('bob', 'distribution.v1beta1.MsgWithdrawValidatorCommission', {
      validatorAddress: bobValidator,
    })
    expect(await balance(bob.address)).toBeGreaterThan(before - feeOf(withdrawn.events))
  })

  it('redelegates at once and refuses a second hop until the first matures', async () => {
    await sendOk('dev', 'staking.v1beta1.MsgBeginRedelegate', {
      delegatorAddress: dev.address,
      validatorSrcAddress: other,
      validatorDstAddress: bobValidator,
      amount: lore('10000000'),
    })
    const { body } = await h.get(`${S}/delegators/${dev.address}/redelegations`)
    expect((body.redelegation_responses as any[])[0].redelegation.validator_dst_address).toBe(
      bobValidator,
    )
    const hop = await h.send('dev', [
      msg('staking.v1beta1.MsgBeginRedelegate', {
        delegatorAddress: dev.address,
        validatorSrcAddress: bobValidator,
        validatorDstAddress: other,
        amount: lore('1000'),
      }),
    ])
    expect(hop.rawLog).toContain('redelegation to this validator already in progress')
  })

  it('undelegates, cancels part of the entry, and pays the rest when the unbonding time is over', async () => {
    await sendOk('dev', 'staking.v1beta1.MsgUndelegate', {
      delegatorAddress: dev.address,
      validatorAddress: other,
      amount: lore('20000000'),
    })
    const entries = async () =>
      ((
        (await h.get(`${S}/delegators/${dev.address}/unbonding_delegations`)).body
          .unbonding_responses as any[]
      )[0]?.entries ?? []) as any[]
    const [entry] = await entries()
    expect(entry.balance).toBe('20000000')
    await sendOk('dev', 'staking.v1beta1.MsgCancelUnbondingDelegation', {
      delegatorAddress: dev.address,
      validatorAddress: other,
      amount: lore('5000000'),
      creationHeight: BigInt(entry.creation_height),
    })
    expect((await entries())[0].balance).toBe('15000000')
    const before = await balance(dev.address)
    await passUnbondingTime()
    expect(await entries()).toHaveLength(0)
    expect(await balance(dev.address)).toBe(before + 15_000_000n)
  })

  it('refuses a delegation in a denom other than ulore', async () => {
    const wrong = await h.send('dev', [
      msg('staking.v1beta1.MsgDelegate', {
        delegatorAddress: dev.address,
        validatorAddress: jailed,
        amount: { denom: 'uosmo', amount: '1' },
      }),
    ])
    expect(wrong.rawLog).toContain('invalid coin denomination')
  })
})
