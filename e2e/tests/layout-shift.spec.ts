// On a phone, a page that fills in as its reads arrive keeps what is already on the screen in
// place: sections stacked below a loading one wait for it, and the footer starts below the first
// screen (docs/performance.md, "Layout shifts on a phone").
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, isChainRead, test } from '../fixtures.ts'
import { holdRequests } from '../support/held-requests.ts'
import { expectStill, recordShifts } from '../support/layout-shifts.ts'
import { activeProviders } from '../support/providers.ts'
import { recoverWallet } from '../support/wallet.ts'

test.use({ viewport: { width: 360, height: 800 } })

/** Two frames: what the page has drawn is on the screen. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )

test('the signed-out home keeps its screen still while the latest lists arrive', async ({
  page,
  stack,
}) => {
  const shifts = await recordShifts(page)
  const reads = await holdRequests(page, url => isChainRead(stack, url))
  await page.goto('/home')
  await expect(page.getByText('Loading the latest activity…')).toBeVisible()
  await painted(page)
  await reads.release()
  await expect(page.getByRole('region', { name: 'New repositories' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await painted(page)
  await expectStill(shifts, 0.05)
})

test('the repository page keeps its screen still while the tree and the README arrive', async ({
  page,
  stack,
}) => {
  const providers = [...(await activeProviders(stack.rest)).values()].map(p => p.apiUrl)
  const shifts = await recordShifts(page)
  const reads = await holdRequests(page, url => providers.some(api => url.startsWith(api)))
  await page.goto('/alice/hello-world')
  await expect.poll(reads.held).toBeGreaterThan(0)
  await painted(page)
  await reads.release()
  await expect(
    page.getByRole('region', { name: 'README' }).getByRole('heading').nth(1),
  ).toBeVisible()
  await expect(page.getByLabel('Clone URL')).toBeVisible()
  await painted(page)
  await expectStill(shifts, 0.05)
})

test('the issue page keeps its screen still while the comments arrive', async ({ page }) => {
  const shifts = await recordShifts(page)
  const reads = await holdRequests(page, url => /\/issue\/1\/comment\b/.test(url))
  await page.goto('/alice/hello-world/issues/1')
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toBeVisible()
  await expect.poll(reads.held).toBeGreaterThan(0)
  await painted(page)
  await reads.release()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('complementary').first()).toBeAttached()
  await painted(page)
  await expectStill(shifts, 0.1)
})

test("a signed-in user's dashboard keeps its screen still while their name and lists arrive", async ({
  page,
}) => {
  await page.goto('/home')
  await recoverWallet(page, DEMO_ACCOUNTS.alice.mnemonic, 'alice')
  await expect(page.getByLabel('Dashboard')).toBeVisible()
  // No saved answers: the next load reads everything again.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('gitopia.savedAnswers:') || key === 'lastScreen')
        localStorage.removeItem(key)
  })

  const shifts = await recordShifts(page)
  // Alice's profile (her name) comes last: her repositories and the activity are in before it.
  const profile = await holdRequests(page, url =>
    new URL(url).pathname.endsWith(`/gitopia/gitopia/gitopia/user/${DEMO_ACCOUNTS.alice.address}`),
  )
  const repositoriesIn = page.waitForResponse(response =>
    response.url().includes(`/user/${DEMO_ACCOUNTS.alice.address}/repository`),
  )
  await page.goto('/home')
  await expect.poll(profile.held).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { name: 'Repositories' })).toBeVisible()
  await repositoriesIn
  await painted(page)
  await profile.release()
  await expect(page.getByRole('list', { name: 'Recent activity' })).toBeVisible()
  await expect(page.getByLabel('Dashboard')).toBeVisible()
  await painted(page)
  await expectStill(shifts, 0.05)
})
