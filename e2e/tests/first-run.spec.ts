import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

/** The dashboard of an account without a user: the username prompt, never an error. */
async function expectFirstRunDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('You have no username on chain yet')).toBeVisible()
  await expect(page.getByText('You are not a member of any DAO.')).toBeVisible()
  await expect(page.getByText(/Could not load/)).toHaveCount(0)
}

test.describe('the first screen of an account without a user', () => {
  test('a brand-new wallet sees its dashboard, before and after a reload', async ({ page }) => {
    const fresh = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
    await signInAt(page, '/home', fresh, 'fresh')
    await expectFirstRunDashboard(page)
    await page.reload()
    await expectFirstRunDashboard(page)
  })

  test('carol (a fee grant, no user) sees her dashboard, before and after a reload', async ({
    page,
  }) => {
    await signInAt(page, '/home', DEMO_ACCOUNTS.carol, 'carol')
    await expectFirstRunDashboard(page)
    await page.reload()
    await expectFirstRunDashboard(page)
  })
})
