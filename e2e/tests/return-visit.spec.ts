// A return visit shows the last answers at once, says they are being refreshed, and replaces them
// when the chain answers (docs/performance.md, "Return visits").
import { createIssue } from '@gitopia-client/devnet/demo-msgs'
import { expect, test } from '../fixtures.ts'
import { wcagViolations } from '../support/axe.ts'
import { holdRequests } from '../support/held-requests.ts'
import { recordShifts } from '../support/layout-shifts.ts'
import { expectAnswersSaved, holdChainReads } from '../support/saved-answers.ts'
import { sendAs } from '../support/send.ts'
import { buildOwnedRepository } from '../support/world.ts'

test('a return visit shows the saved page while a slow node answers, then the fresh one', async ({
  page,
  stack,
}) => {
  const { owner, repository } = await buildOwnedRepository(stack, 'ret', {
    issues: ['Seen on the first visit'],
  })

  await page.goto(`${repository.path}/issues`)
  await expect(page.getByRole('link', { name: 'Seen on the first visit' })).toBeVisible()
  // The first visit saves its answers once the page has settled.
  await expectAnswersSaved(page)
  await sendAs(stack, owner.mnemonic, [
    createIssue({ id: owner.address, name: repository.name }, 'Opened since'),
  ])

  // The nodes now answer only when the test lets them (a very slow node).
  const reads = await holdChainReads(page, stack)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Seen on the first visit' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Showing saved data' })).toHaveText(
    'Showing saved data · refreshing…',
  )
  await expect(page.getByRole('link', { name: 'Opened since' })).toHaveCount(0)
  expect(reads.held()).toBeGreaterThan(0)
  expect(
    await wcagViolations(page, { include: '[data-saved-answers]', tags: ['wcag2a', 'wcag2aa'] }),
  ).toEqual([])

  await reads.release()
  await expect(page.getByRole('link', { name: 'Opened since' })).toBeVisible()
  await expect(page.getByText('Showing saved data')).toHaveCount(0)
})

test('a return visit shows the last screen before the app has loaded, then the live page in its place', async ({
  page,
  stack,
}) => {
  const { repository } = await buildOwnedRepository(stack, 'scr', {
    issues: ['On the last screen'],
  })
  await page.goto(`${repository.path}/issues`)
  await expect(page.getByRole('link', { name: 'On the last screen' })).toBeVisible()
  await expectAnswersSaved(page)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lastScreen') !== null))
    .toBe(true)
  await page.evaluate(() => localStorage.setItem('theme', 'dark'))

  // The app's code does not arrive until the test lets it, nor do the nodes answer.
  const code = await holdRequests(page, url => /^\/assets\/.*\.js$/.test(new URL(url).pathname))
  const reads = await holdChainReads(page, stack)
  const shifts = await recordShifts(page)
  // The load event waits for the app's code, which is held.
  await page.reload({ waitUntil: 'commit' })
  // The screen the last visit left: seen, but only a picture (not a link yet) while nothing has run,
  // in the chosen theme. index.html's inline scripts, allowed by their hashes, did both.
  await expect(page.getByText('On the last screen')).toBeVisible()
  await expect(page.locator('html.dark')).toBeAttached()
  await expect(page.getByRole('link', { name: 'On the last screen' })).toHaveCount(0)
  expect(code.held()).toBeGreaterThan(0)

  await code.release()
  // The app's own page takes its place, from the saved answers, with nothing moving.
  await expect(page.getByRole('link', { name: 'On the last screen' })).toBeVisible()
  await expect(page.locator('#last-screen')).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Showing saved data' })).toBeVisible()
  expect((await shifts()).shifts).toEqual([])
  await reads.release()
  await expect(page.getByText('Showing saved data')).toHaveCount(0)
})
