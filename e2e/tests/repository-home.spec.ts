// The repository home as on GitHub: a bar with the default branch's latest commit and how many
// commits, branches and tags there are, and open counts on the Issues and Pull requests tabs; every
// figure is checked against the chain (or the commit list the provider serves).
import { expect, test } from '../fixtures.ts'
import { pushCommits } from '../support/git-push.ts'
import { restJson } from '../support/rest.ts'
import { buildOwnedRepository } from '../support/world.ts'

const G = '/gitopia/gitopia/gitopia'
const REPO = '/alice/hello-world'

test('the repository home names its latest commit and counts commits, branches, tags, open issues and pull requests', async ({
  page,
  stack,
}) => {
  const total = async (path: string) =>
    Number(
      (
        await restJson<{ pagination: { total: string } }>(
          stack.rest,
          `${G}${path}${path.includes('?') ? '&' : '?'}pagination.limit=1&pagination.count_total=true`,
        )
      ).pagination.total,
    )
  const branches = await total('/alice/repository/hello-world/branch')
  const tags = await total('/alice/repository/hello-world/tag')
  const openIssues = await total('/alice/hello-world/issue?option.state=OPEN')
  const openPulls = await total('/alice/hello-world/pull?option.state=OPEN')
  const head = (
    await restJson<{ Branch: { sha: string } }>(
      stack.rest,
      `${G}/alice/repository/hello-world/branch/master`,
    )
  ).Branch.sha
  expect(branches).toBeGreaterThan(1)
  expect(tags).toBeGreaterThan(1)

  // The head commit's title and author, as the commit list shows them.
  await page.goto(`${REPO}/commits/master`)
  const rows = page.getByTestId('commit-row')
  await expect(rows.first()).toBeVisible()
  const commitCount = await rows.count()
  expect(commitCount, 'the demo history fits on one page of the commit list').toBeLessThan(30)
  const title = (await rows.first().getByRole('link').first().textContent()) ?? ''
  const author = ((await rows.first().locator('p').textContent()) ?? '').split(' committed')[0]
  expect(title).not.toBe('')
  expect(author).not.toBe('')

  await page.goto(REPO)
  const bar = page.getByTestId('latest-commit')
  await expect(bar.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `${REPO}/commit/${head}`,
  )
  const sha = bar.getByRole('link', { name: `Commit ${head.slice(0, 7)}` })
  await expect(sha).toHaveAttribute('href', `${REPO}/commit/${head}`)
  await expect(bar).toContainText(author ?? '')
  await expect(bar.getByRole('link', { name: `${commitCount} commits` })).toHaveAttribute(
    'href',
    `${REPO}/commits/master`,
  )
  await expect(bar).toContainText(`${branches} branches`)
  await expect(bar).toContainText(`${tags} tags`)

  const tabs = page.getByRole('navigation', { name: 'Repository' })
  await expect(tabs.getByRole('link', { name: `Issues ${openIssues}` })).toBeVisible()
  await expect(tabs.getByRole('link', { name: `Pull requests ${openPulls}` })).toBeVisible()

  // The bar goes to the commit it names.
  await sha.click()
  await expect(page).toHaveURL(`${REPO}/commit/${head}`)
})

test('a new repository with 450 files: one commit, one branch, no tags, and the listing loads every page as it scrolls', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'wide')
  // 450 entries: three pages of the listing (200 a page), the last one partly full.
  const numbered = Object.fromEntries(
    Array.from({ length: 449 }, (_, i) => [`f-${String(i).padStart(3, '0')}.txt`, `file ${i}\n`]),
  )
  await pushCommits(stack.rest, owner.mnemonic, repository.id, [
    { message: 'Four hundred and fifty files', files: { ...numbered, 'README.md': '# Wide\n' } },
  ])

  await page.goto(repository.path)
  const bar = page.getByTestId('latest-commit')
  await expect(bar.getByRole('link', { name: 'Four hundred and fifty files' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(bar.getByRole('link', { name: '1 commit', exact: true })).toBeVisible()
  await expect(bar).toContainText('1 branch')
  await expect(bar).toContainText('0 tags')
  const tabs = page.getByRole('navigation', { name: 'Repository' })
  await expect(tabs.getByRole('link', { name: 'Issues 0' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Pull requests 0' })).toBeVisible()

  // The listing is sized for all 450 entries; the second and third pages load as they come into view.
  const files = page.getByRole('grid', { name: 'Files' })
  await expect(files).toHaveAttribute('aria-rowcount', '450')
  await expect(page.getByTestId('entry-count')).toHaveText('450 entries')
  for (const name of ['f-250.txt', 'f-448.txt']) {
    await page.evaluate(
      index => window.scrollTo(0, document.documentElement.scrollHeight * (index / 450)),
      Number(name.slice(2, 5)),
    )
    await expect(files.getByRole('link', { name, exact: true })).toBeVisible()
  }
})
