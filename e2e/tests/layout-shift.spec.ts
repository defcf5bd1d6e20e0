// On a phone, a page that fills in as its reads arrive keeps what is already on the screen in
// place: sections stacked below a loading one wait for it, and the footer starts below the first
// screen (docs/performance.md, "Layout shifts on a phone").
import type { Page } from '@playwright/test'
import { expect, isChainRead, test } from '../fixtures.ts'
import { createDaoMsg } from '../support/dao.ts'
import { holdRequests } from '../support/held-requests.ts'
import { expectStill, recordShifts } from '../support/layout-shifts.ts'
import { activeProviders } from '../support/providers.ts'
import { sendAs } from '../support/send.ts'
import { recoverWallet } from '../support/wallet.ts'
import { buildUser } from '../support/world.ts'

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
  stack,
}) => {
  test.setTimeout(90_000)
  // A fresh user in four DAOs: on a phone their list, stacked above the dashboard's main column,
  // grows by three rows when it arrives.
  const user = await buildUser(stack, 'still')
  const suffix = Date.now().toString(36)
  await sendAs(
    stack,
    user.mnemonic,
    [0, 1, 2, 3].map(n =>
      createDaoMsg({
        name: `still-${suffix}-${n}`,
        members: [{ address: user.address, metadata: 'OWNER' }],
      }),
    ),
  )
  await page.goto('/home')
  await recoverWallet(page, user.mnemonic, 'still')
  await expect(page.getByLabel('Dashboard')).toBeVisible()
  // No saved answers: the next load reads everything again.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('gitopia.savedAnswers:') || key === 'lastScreen')
        localStorage.removeItem(key)
  })

  const shifts = await recordShifts(page)
  // The user's profile (their name) comes after their repositories and the activity, and the
  // list of their DAOs last of all.
  const profile = await holdRequests(page, url =>
    new URL(url).pathname.endsWith(`/gitopia/gitopia/gitopia/user/${user.address}`),
  )
  const daos = await holdRequests(page, url =>
    new URL(url).pathname.endsWith(`/gitopia/gitopia/gitopia/user/${user.address}/dao`),
  )
  const repositoriesIn = page.waitForResponse(response =>
    response.url().includes(`/user/${user.address}/repository`),
  )
  await page.goto('/home')
  await expect.poll(profile.held).toBeGreaterThan(0)
  await expect.poll(daos.held).toBeGreaterThan(0)
  await repositoriesIn
  await painted(page)
  await profile.release()
  await expect(page.getByText('You have no repositories yet.')).toBeAttached()
  await painted(page)
  await daos.release()
  await expect(page.getByRole('list', { name: 'DAOs' }).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByText(/^No recent activity on your repositories/)).toBeVisible()
  await painted(page)
  await expectStill(shifts, 0.05)
})
