import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

test('an unlocked local wallet locks itself after 15 idle minutes; "Never" keeps it', async ({
  page,
}) => {
  await page.clock.install()
  await signInAt(page, '/home', DEMO_ACCOUNTS.dev, 'idle')
  const group = page.getByRole('group', { name: 'Wallet' })
  await expect(group.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()

  await page.clock.fastForward('14:00')
  await expect(group.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  await page.clock.fastForward('02:00')
  await expect(group.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()

  // The next action asks for the password again.
  await group.getByRole('button', { name: 'Unlock', exact: true }).click()
  const prompt = page.getByRole('dialog')
  await expect(prompt.getByLabel(/Password/)).toBeVisible()
  await prompt.getByLabel(/Password/).fill('correct horse battery')
  await prompt.getByRole('button', { name: /Unlock/ }).click()
  await expect(group.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()

  // Off: an hour of idling keeps it unlocked.
  await page.getByRole('button', { name: 'Wallet menu' }).click()
  await page.getByLabel('Lock the wallet').selectOption({ label: 'Never' })
  await page.keyboard.press('Escape')
  await page.clock.fastForward('01:00:00')
  await expect(group.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
})
