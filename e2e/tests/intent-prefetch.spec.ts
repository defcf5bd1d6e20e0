import { DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { withSaveData } from '../support/save-data.ts'
import { sendAs } from '../support/send.ts'
import { buildOwnedRepository } from '../support/world.ts'

const hello = DEMO_REPOSITORIES.helloWorld.name

test('pointing at a repository link starts its code and its chain read before the click', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  const repositoryRead = (url: string) => url.includes('/repository/') && url.includes(hello)
  await page.goto('/alice')
  const link = page
    .getByRole('list', { name: 'Repositories' })
    .getByRole('link', { name: hello, exact: true })
  await expect(link).toBeVisible()
  // Nothing reads the repository before the pointer comes.
  expect(requested.filter(repositoryRead)).toEqual([])
  // The repository page's layout code (in the code pages' common chunk, apps/web/vite.config.ts)
  // and the repository itself, read by its name. Pointing works once the page is idle (the
  // prefetcher's code loads then): until then, the pointer comes back to the link, as a hand would.
  await expect
    .poll(async () => {
      await page.mouse.move(0, 0)
      await link.hover()
      return requested.some(url => /\/assets\/code-pages-[\w-]+\.js$/.test(url))
    })
    .toBe(true)
  await expect.poll(() => requested.some(repositoryRead)).toBe(true)
  const before = requested.length
  await link.click()
  await expect(page.getByRole('heading', { name: hello })).toBeVisible()
  // The click finds the repository read done: it is not asked for again.
  const after = requested.slice(before)
  expect(after.filter(url => url.includes('/repository/') && url.endsWith(hello))).toEqual([])
})

/** One issue's chain read (the issue page's first read), e.g. `…/hello-world/issue/1`. */
const issueRead = (url: string) => /\/hello-world\/issue\/\d+$/.test(new URL(url).pathname)

/** The issue page's route chunk. */
const issueRouteCode = (url: string) => new URL(url).pathname.startsWith('/assets/issue-route-')

test('an issue link scrolled into view loads the issue page’s code; its read waits for the pointer', async ({
  page,
}) => {
  // A window so short that the list starts below it: nothing is in view at first.
  await page.setViewportSize({ width: 1280, height: 300 })
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  await page.goto('/alice/hello-world/issues')
  const row = page.getByTestId('issue-row').first().getByRole('link').first()
  await expect(row).toBeAttached()
  await expect(row).not.toBeInViewport()
  await page.waitForLoadState('networkidle')
  expect(requested.filter(issueRouteCode)).toEqual([])

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('issue-row').first().scrollIntoViewIfNeeded()
  await expect(row).toBeInViewport()
  await expect.poll(() => requested.filter(issueRouteCode).length).toBe(1)
  // Read now, the issue would show as it was when the reader scrolled, however late the click.
  await page.waitForLoadState('networkidle')
  expect(requested.filter(issueRead)).toEqual([])

  await row.hover()
  const iid = (await row.getAttribute('href'))?.split('/').at(-1)
  await expect
    .poll(() => requested.filter(issueRead).map(url => url.split('/').at(-1)))
    .toContain(iid)
})

test('with Save-Data on, links in view and under the pointer prefetch nothing', async ({
  page,
}) => {
  // Chromium's network emulation does not set Save-Data: the connection is defined at the
  // browser's boundary, as a phone with Data Saver reports it.
  await withSaveData(page)
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  await page.goto('/alice/hello-world/issues')
  const row = page.getByTestId('issue-row').first().getByRole('link').first()
  await expect(row).toBeInViewport()
  await page.waitForLoadState('networkidle')
  await row.hover()
  await row.focus()
  // Two idle periods of the page after pointing: a prefetch would have started by then.
  await page.evaluate(
    () => new Promise(done => requestIdleCallback(() => requestIdleCallback(done))),
  )
  expect(requested.filter(issueRead)).toEqual([])
  // Nor did the prefetching code itself load.
  expect(requested.filter(url => url.includes('/assets/intent-prefetch-'))).toEqual([])
  // The click opens the issue, read only now.
  await row.click()
  await expect.poll(() => requested.filter(issueRead).length).toBeGreaterThan(0)
})

test('an issue pointed at a while before the click opens on its thread, then shows a comment posted since without a reload', async ({
  page,
  stack,
}) => {
  const { owner, repository } = await buildOwnedRepository(stack, 'ptr', { issues: ['Pointed at'] })
  // The app's clock: it stands still while the comment is sent, however long a loaded machine
  // takes, then moves on past POINTED_FRESH_MS (3 s) and well within the thread's own 15 s.
  await page.clock.install()
  await page.goto(`${repository.path}/issues`)
  const link = page.getByRole('link', { name: 'Pointed at' })
  await expect(link).toBeVisible()
  // The prefetching code loads once the page is idle.
  await page.waitForLoadState('networkidle')
  const thread = page.waitForResponse(response =>
    /\/repository\/\d+\/issue\/1\/comment/.test(response.url()),
  )
  await link.hover()
  const threadUrl = (await thread).url()
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100)
  const repositoryId = Number(/\/repository\/(\d+)\//.exec(threadUrl)?.[1])
  await sendAs(stack, owner.mnemonic, [
    {
      type: 'MsgCreateComment',
      value: {
        repositoryId,
        parentIid: 1,
        parent: 1,
        body: 'Posted after the pointing',
        attachments: [],
        diffHunk: '',
        path: '',
        position: 0,
      },
    },
  ])
  await page.clock.fastForward(4_000)
  await page.clock.resume()
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  await link.click()
  // The thread read on pointing shows at once, and the comment posted since follows.
  await expect(page.getByRole('heading', { name: 'Pointed at' })).toBeVisible()
  await expect(
    page.getByTestId('timeline-comment').filter({ hasText: 'Posted after the pointing' }),
  ).toBeVisible()
  expect(
    requested.filter(url => url.startsWith(threadUrl.split('?')[0] ?? threadUrl)).length,
  ).toBeGreaterThan(0)
})
