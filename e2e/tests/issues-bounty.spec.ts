import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'
import { buildWorld, repositoryOf, userOf } from '../support/world.ts'
import { balanceOf } from '../wallet-helpers.ts'

test('put a bounty on an issue, extend it, close it: states and events shown', async ({
  page,
  stack,
}) => {
  const world = await buildWorld(stack, {
    users: ['bty', 'fan'],
    repository: {
      owner: 'bty',
      issues: [{ author: 'bty', issues: [{ title: 'Support dark mode' }] }],
    },
  })
  const fan = userOf(world, 'fan')
  const repository = repositoryOf(world)

  // Anyone with a profile may fund an issue, not only the repository's people.
  await signInAt(page, `${repository.path}/issues/1`, fan)
  const bounties = page.getByRole('region', { name: 'Bounties' })
  await expect(bounties).toContainText('No bounty')
  await bounties.getByRole('button', { name: 'Add a bounty' }).click()
  await bounties.getByLabel('Bounty amount (LORE)').fill('abc')
  await bounties.getByRole('button', { name: 'Create bounty' }).click()
  await expect(bounties.getByRole('alert')).toBeVisible()
  await bounties.getByLabel('Bounty amount (LORE)').fill('2.5')
  const before = await balanceOf(stack.rest, fan.address)
  await bounties.getByRole('button', { name: 'Create bounty' }).click()

  const bounty = bounties.getByTestId('bounty')
  await expect(bounty).toContainText('2.5 LORE')
  await expect(bounty.getByTestId('bounty-state')).toHaveText('Open')
  const events = page.getByTestId('timeline-event')
  await expect(
    events.filter({ hasText: `${fan.username} created a bounty of 2.5 LORE` }),
  ).toHaveCount(1)
  expect(before - (await balanceOf(stack.rest, fan.address))).toBeGreaterThanOrEqual(2_500_000n)

  // Extend by choosing a later date.
  await bounty.getByRole('button', { name: 'Extend' }).click()
  const later = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  await bounty.getByLabel('New expiry').fill(later)
  await bounty.getByRole('button', { name: 'Save expiry' }).click()
  await expect(events.filter({ hasText: 'extended the bounty expiry' })).toHaveCount(1)
  await expect(bounty).toContainText('expires in 3 months')

  // Close: the funds come back and the state says so.
  const beforeClose = await balanceOf(stack.rest, fan.address)
  await bounty.getByRole('button', { name: 'Close bounty' }).click()
  await page
    .getByRole('dialog', { name: 'Close bounty' })
    .getByRole('button', { name: 'Close bounty' })
    .click()
  await expect(bounty.getByTestId('bounty-state')).toHaveText('Refunded')
  await expect(events.filter({ hasText: 'closed the bounty' })).toHaveCount(1)
  await expect(bounty.getByRole('button', { name: 'Extend' })).toBeHidden()
  expect((await balanceOf(stack.rest, fan.address)) - beforeClose).toBeGreaterThan(2_000_000n)

  // The list marks issues that carry a bounty.
  await page.goto(`${repository.path}/issues`)
  await expect(page.getByTestId('issue-row').first()).toContainText('Bounty')
})
