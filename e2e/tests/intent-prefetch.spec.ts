import { DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'

const hello = DEMO_REPOSITORIES.helloWorld.name

test('pointing at a repository link starts its code and its chain read before the click', async ({
  page,
}) => {
  await page.goto('/alice')
  const link = page
    .getByRole('list', { name: 'Repositories' })
    .getByRole('link', { name: hello, exact: true })
  await expect(link).toBeVisible()
  const requested: string[] = []
  page.on('request', request => requested.push(request.url()))
  await link.hover()
  // The repository page's layout code (in the code pages' common chunk, apps/web/vite.config.ts)
  // and the repository itself, read by its name.
  await expect
    .poll(() => requested.some(url => /\/assets\/code-pages-[\w-]+\.js$/.test(url)))
    .toBe(true)
  await expect
    .poll(() => requested.some(url => url.includes('/repository/') && url.includes(hello)))
    .toBe(true)
  const before = requested.length
  await link.click()
  await expect(page.getByRole('heading', { name: hello })).toBeVisible()
  // The click finds the repository read done: it is not asked for again.
  const after = requested.slice(before)
  expect(after.filter(url => url.includes('/repository/') && url.endsWith(hello))).toEqual([])
})
