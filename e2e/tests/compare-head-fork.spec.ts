import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

test('the compare page suggests the branches of the fork the head names', async ({ page }) => {
  await signInAt(page, '/alice/hello-world/compare', DEMO_ACCOUNTS.bob, 'bob')
  const head = page.getByLabel(/^Head/)
  // Before a fork is named: this repository's branches.
  await expect(page.locator('#compare-head-branches option[value="feature/login"]')).toHaveCount(1)
  await head.fill('bob:')
  // bob's fork has a branch alice's repository does not.
  await expect(
    page.locator('#compare-head-branches option[value="bob:feature/greeting-name"]'),
  ).toHaveCount(1, { timeout: 20_000 })
  await expect(page.locator('#compare-head-branches option[value="feature/login"]')).toHaveCount(0)
  await head.fill('bob/hello-world:')
  await expect(
    page.locator('#compare-head-branches option[value="bob/hello-world:conflicting"]'),
  ).toHaveCount(1, { timeout: 20_000 })
})
