// The header balance through a node outage: a failed read keeps the last known balance, marked
// as possibly out of date; the wallet asks again and shows the chain's figure once a node answers.
// The dashboard shows the same figure as the header throughout.
import { expect, test } from '../fixtures.ts'
import { resetFaults, setFault } from '../support/faults.ts'
import { freshAccount, fund, toast, walletMenu } from '../wallet-helpers.ts'
import { signInAt } from '../support/ui.ts'

test.afterEach(async ({ stack }) => {
  await resetFaults(stack)
})

test('the balance survives an outage of every node and catches up when they answer again', async ({
  page,
  stack,
}) => {
  const account = await freshAccount(stack.rest)
  await signInAt(page, '/home', account)
  const header = page.getByRole('banner').getByTestId('wallet-balance').first()
  const dashboard = page.getByTestId('dashboard-balance')
  await expect(header).toHaveText('10 LORE')
  await expect(dashboard).toHaveText('10 LORE')

  // The chain moves on while the app is not looking, then every node's REST goes down.
  await fund(stack.rest, account.address)
  await setFault(stack, 'rest', { down: true })
  await (await walletMenu(page)).getByRole('button', { name: 'Refresh' }).click()
  await expect(toast(page, 'error', 'Unable to update lore balance')).toBeVisible()
  const stale = page.getByRole('banner').getByRole('img', { name: /last known balance/ })
  await expect(stale).toBeVisible()
  await expect(header).toHaveText('10 LORE')
  await expect(dashboard).toHaveText('10 LORE')

  // The nodes come back: the wallet's own retry reads the new balance, no click needed.
  await resetFaults(stack)
  await expect(header).toHaveText('20 LORE', { timeout: 15_000 })
  await expect(stale).toBeHidden()
  await expect(dashboard).toHaveText('20 LORE')
  await expect(page.getByTestId('wallet-balance-stale')).toHaveCount(0)
})
