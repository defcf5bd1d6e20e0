import { expect, test } from '../fixtures.ts'
import { signInFreshAccount } from '../wallet-helpers.ts'

const FAKE_NAME = 'Unknown IBC token (uosmo via transfer/channel-99)'

test('a voucher calling itself uosmo over a channel no registry knows shows as unknown, never as OSMO', async ({
  page,
  stack,
}) => {
  const account = await signInFreshAccount(page, stack.rest, 'fake-osmo', '/assets')
  // Anyone can open a channel and name their token "uosmo" (README "Fault controls").
  const response = await fetch(stack.control.replace(/\/faults$/, '/ibc/hostile-voucher'), {
    method: 'POST',
    body: JSON.stringify({ receiver: account.address, amount: '3000000' }),
  })
  expect(response.status).toBe(200)
  const { denom } = (await response.json()) as { denom: string }

  const gitopia = page.getByRole('region', { name: 'Balances on Gitopia' })
  const row = gitopia.locator(`tr[data-denom="${denom}"]`)
  await expect(row).toContainText(FAKE_NAME, { timeout: 20_000 })
  await expect(row.getByTestId('asset-amount')).toHaveText(
    '3,000,000 uosmo via transfer/channel-99',
  )
  await expect(gitopia.getByText('OSMO', { exact: true })).toHaveCount(0)

  // The withdraw form offers it under the same honest name.
  await gitopia.getByRole('button', { name: 'Withdraw' }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Gitopia' })
  const options = dialog.getByLabel('Asset').locator('option')
  await expect(options.filter({ hasText: /^uosmo via transfer\/channel-99 / })).toHaveCount(1)
  await expect(options.filter({ hasText: /^OSMO / })).toHaveCount(0)
})
