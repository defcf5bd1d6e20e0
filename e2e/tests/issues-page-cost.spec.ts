import { gzipSync } from 'node:zlib'
import { HOSTILE } from '@gitopia-client/devnet/demo-world'
import { expect, test, isChainRead } from '../fixtures.ts'
import { buildWorld, repositoryOf } from '../support/world.ts'

test('opening an issue page: requests do not grow with the comments; hostile Markdown stays inert', async ({
  page,
  stack,
}, testInfo) => {
  const world = await buildWorld(stack, {
    users: ['cst', 'cmt'],
    repository: {
      owner: 'cst',
      labels: [{ name: 'bug', color: '#d73a4a' }],
      issues: [
        {
          author: 'cst',
          issues: [
            {
              title: '<b>Not bold</b> <script>alert(1)</script>',
              description: HOSTILE.issueBody,
              labelIds: ['1'],
            },
          ],
        },
      ],
      comments: [
        {
          author: 'cst',
          iid: 1,
          bodies: Array.from({ length: 12 }, (_, i) => `Owner note ${i + 1}`),
        },
        { author: 'cmt', iid: 1, bodies: Array.from({ length: 12 }, (_, i) => `Reply ${i + 1}`) },
      ],
    },
  })
  const repository = repositoryOf(world)
  const dialogs: string[] = []
  page.on('dialog', dialog => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const rest: string[] = []
  const scripts = new Map<string, Buffer>()
  page.on('request', request => {
    if (isChainRead(stack, request.url())) rest.push(new URL(request.url()).pathname)
  })
  page.on('response', response => {
    if (response.request().resourceType() === 'script')
      void response
        .body()
        .then(body => scripts.set(response.url(), body))
        .catch(() => undefined)
  })

  await page.goto(`${repository.path}/issues/1`)
  await expect(page.getByTestId('timeline-comment')).toHaveCount(24)
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
    '<b>Not bold</b> <script>alert(1)</script>',
  )
  await page.waitForLoadState('networkidle')

  // Hostile Markdown: no script ran, nothing with an event handler or javascript: URL exists.
  expect(dialogs).toEqual([])
  const description = page.getByRole('article', { name: 'Description' })
  expect(await description.locator('script, iframe, [onerror], [onload], [onclick]').count()).toBe(
    0,
  )
  expect(await description.locator('a[href^="javascript:"], img[src^="javascript:"]').count()).toBe(
    0,
  )

  // 24 comments by 2 people: the thread is one read; names are one request per person. A read
  // slower than the node pool's hedge delay (800 ms at least, as on a loaded machine) is also
  // sent to a second node, so the thread may be asked twice, never more.
  const comments = rest.filter(path => path.endsWith('/comment'))
  expect(new Set(comments).size).toBe(1)
  expect(comments.length).toBeLessThanOrEqual(2)
  const userLookups = rest.filter(path => /\/gitopia\/gitopia\/gitopia\/user\/[^/]+$/.test(path))
  expect(new Set(userLookups).size).toBe(userLookups.length)
  expect(userLookups.length).toBeLessThanOrEqual(2)
  const js = [...scripts.values()]
  const gzip = js.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0)
  testInfo.annotations.push({
    type: 'issue page cost',
    description: `${rest.length} chain requests (${[...new Set(rest.map(p => p.replace(/gitopia1[0-9a-z]+/g, '<addr>')))].join(', ')}), ${js.length} JS files, ${(gzip / 1024).toFixed(1)} kB gzip`,
  })
  console.log(testInfo.annotations.at(-1)?.description)
  if (process.env.E2E_VERBOSE) {
    const sizes = [...scripts.entries()].map(
      ([url, body]) => [url.split('/').pop(), gzipSync(body, { level: 9 }).length] as const,
    )
    console.log(
      sizes
        .sort((a, b) => b[1] - a[1])
        .map(([n, b]) => `${n} ${(b / 1024).toFixed(1)}`)
        .join('\n'),
    )
  }
})
