import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { restJson } from '../support/rest.ts'
import { signInAt } from '../support/ui.ts'

const erin = DEMO_ACCOUNTS.erin
const G = '/gitopia/gitopia/gitopia'

// The devnet's genesis makes erin a team member (0.01 %) of a vesting that began in June 2024.
test('a team member sees what vested on their account page and exercises part of it', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000)
  const vested = () =>
    restJson<{ amount: { amount: string }; exercisedAmount: { amount: string } }>(
      stack.rest,
      `${G}/vestedAmount/${erin.address}`,
    )
  const before = BigInt((await vested()).exercisedAmount.amount)

  // Anyone else's page has no vesting section, and erin's shows it to a visitor without the form.
  await page.goto(`/account/${DEMO_ACCOUNTS.alice.address}`)
  await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Team vesting' })).toHaveCount(0)

  await signInAt(page, `/account/${erin.address}`, erin, 'erin')
  const facts = page.getByRole('region', { name: 'Team vesting' })
  await expect(facts).toContainText('Vested', { timeout: 20_000 })
  const form = page.getByRole('form', { name: 'Exercise vested tokens' })
  await form.getByLabel('Amount (LORE)').fill('1000000')
  await form.getByRole('button', { name: 'Exercise' }).click()
  await expect(form.getByRole('alert')).toContainText('is available')
  await form.getByLabel('Amount (LORE)').fill('3')
  await form.getByRole('button', { name: 'Exercise' }).click()
  await expect(page.getByText('Exercised 3 LORE')).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(async () => BigInt((await vested()).exercisedAmount.amount) - before, { timeout: 20_000 })
    .toBe(3_000_000n)
})
