import type { Page } from '@playwright/test'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { advanceChainClock } from '../support/clock.ts'
import { connectLedger } from '../support/governance.ts'
import { balanceOf, freshAccount, signInFreshAccount } from '../wallet-helpers.ts'

interface TxEvent {
  readonly type: string
  readonly attributes: readonly { key: string; value: string }[]
}

/** The claimed rewards and the fee of `address`'s last tx, from the events the node recorded. */
async function lastClaim(rest: string, address: string): Promise<{ claimed: bigint; fee: bigint }> {
  const query = encodeURIComponent(`message.sender='${address}'`)
  const response = await fetch(
    `${rest}/cosmos/tx/v1beta1/txs?query=${query}&order_by=ORDER_BY_DESC`,
  )
  const body = (await response.json()) as { tx_responses: { events: TxEvent[] }[] }
  const events = body.tx_responses[0]?.events ?? []
  const amounts = (type: string, key: string) =>
    events
      .filter(e => e.type === type)
      .flatMap(e => e.attributes.filter(a => a.key === key))
      .reduce((sum, a) => sum + BigInt(/^(\d+)/.exec(a.value)?.[1] ?? '0'), 0n)
  return { claimed: amounts('withdraw_rewards', 'amount'), fee: amounts('tx', 'fee') }
}

async function unbondingSeconds(rest: string): Promise<number> {
  const response = await fetch(`${rest}/cosmos/staking/v1beta1/params`)
  const body = (await response.json()) as { params: { unbonding_time: string } }
  return Number(body.params.unbonding_time.slice(0, -1))
}

const myDelegations = (page: Page) => page.getByRole('list', { name: 'My delegations' })

async function stake(page: Page, button: string, amount: string, destination?: string) {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog', { name: /^(Delegate|Undelegate|Redelegate): / })
  if (destination) await dialog.getByLabel('Move to').selectOption({ label: destination })
  await dialog.getByLabel('Amount (LORE)').fill(amount)
  await dialog.getByRole('button', { name: /^(Delegate|Undelegate|Redelegate)$/ }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
}

/**
 * The whole staking journey for the signed-in `address`: delegate, see the rewards grow, claim
 * them, redelegate, undelegate and see the unbonding entry complete when the chain's clock has
 * passed the unbonding time.
 */
async function stakingJourney(page: Page, stack: StackUrls, address: string) {
  const validators = page.getByRole('table', { name: 'Validators' })
  await expect(validators.getByRole('row', { name: /Forked Twice/ })).toContainText('Jailed')
  await expect(validators.getByRole('row', { name: /Merkle Mountain/ })).toContainText('10%')

  await stake(page, 'Delegate to Merkle Mountain', '5')
  await expect(myDelegations(page)).toContainText('Merkle Mountain5 LORE staked')

  const rewards = page.getByTestId('total-rewards')
  await expect(rewards).not.toHaveText('0 LORE', { timeout: 20_000 })
  const first = await rewards.textContent()
  await expect(rewards).not.toHaveText(first ?? '', { timeout: 20_000 })

  const before = await balanceOf(stack.rest, address)
  await page.getByRole('button', { name: 'Claim all rewards' }).click()
  await expect(page.getByText(/Claimed the rewards of 1 validator/)).toBeVisible({
    timeout: 30_000,
  })
  const { claimed, fee } = await lastClaim(stack.rest, address)
  expect(claimed).toBeGreaterThan(0n)
  expect(await balanceOf(stack.rest, address)).toBe(before + claimed - fee)

  await stake(page, 'Redelegate from Merkle Mountain', '2', 'Commit Valley (7% commission)')
  await expect(myDelegations(page)).toContainText('Commit Valley2 LORE staked')
  await expect(myDelegations(page)).toContainText('Merkle Mountain3 LORE staked')

  await stake(page, 'Undelegate from Commit Valley', '2')
  const unbonding = page.getByRole('list', { name: 'Unbonding' })
  await expect(unbonding).toContainText('2 LORE from Commit Valley')
  const liquid = await balanceOf(stack.rest, address)
  await advanceChainClock(stack, (await unbondingSeconds(stack.rest)) + 1)
  await expect(page.getByRole('list', { name: 'Unbonding' })).toBeHidden({ timeout: 20_000 })
  expect(await balanceOf(stack.rest, address)).toBe(liquid + 2_000_000n)
  await expect(myDelegations(page)).toContainText('Merkle Mountain3 LORE staked')
}

test('staking with a local wallet: delegate, rewards grow, claim, redelegate, undelegate and unbond', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { address } = await signInFreshAccount(page, stack.rest, 'staker', '/staking')
  await stakingJourney(page, stack, address)
  await page.goto(`/account/${address}`)
  await expect(page.getByRole('list', { name: 'Delegations' })).toHaveText(
    '3 LORE with Merkle Mountain',
  )
})

test('staking with a Ledger (APDU emulator): every step signed in Amino JSON', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const account = await freshAccount(stack.rest)
  await connectLedger(page, account.mnemonic, '/staking')
  await stakingJourney(page, stack, account.address)
})
