import { expect, test } from '../fixtures.ts'
import { buildWorld, repositoryOf } from '../support/world.ts'

test('issue list: URL filters, counts from the list, chain paging', async ({ page, stack }) => {
  const many = Array.from({ length: 27 }, (_, i) => ({ title: `Chore ${i + 1}` }))
  const world = await buildWorld(stack, {
    users: ['lst', 'oth'],
    repository: {
      owner: 'lst',
      labels: [
        { name: 'bug', color: '#d73a4a' },
        { name: 'docs', color: '#0075ca' },
      ],
      issues: [
        { author: 'lst', issues: many },
        {
          author: 'lst',
          issues: [
            { title: 'Crash on start', labelIds: ['1'] },
            { title: 'Typo in README', labelIds: ['2'] },
            { title: 'Crash and typo', labelIds: ['1', '2'] },
          ],
        },
        { author: 'oth', issues: [{ title: 'Question from a visitor' }] },
      ],
    },
  })
  const repository = repositoryOf(world)
  await page.goto(`${repository.path}/issues`)
  const rows = page.getByTestId('issue-row')
  await expect(rows).toHaveCount(25)
  await expect(rows.first()).toContainText('Question from a visitor')
  await expect(page.getByRole('link', { name: '31 Open' })).toBeVisible()
  await expect(page.getByRole('link', { name: '0 Closed' })).toBeVisible()
  // Its reads (one page, one count per state, no request per row) are counted in
  // apps/web/src/features/issues/routes/issues-list-route.test.tsx.

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(rows).toHaveCount(6)
  await expect(rows.last()).toContainText('Chore 1')

  // Labels (all must match), then search, then sort, then author: each is in the URL.
  await page.goto(`${repository.path}/issues?label=bug`)
  await expect(rows).toHaveCount(2)
  await page.goto(`${repository.path}/issues?label=bug&label=docs`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Crash and typo')
  await page.goto(`${repository.path}/issues?no=label&q=crash`)
  await expect(page.getByText('No issues match these filters.')).toBeVisible()

  await page.goto(`${repository.path}/issues`)
  await page.getByRole('searchbox', { name: 'Search issues' }).fill('crash')
  await page.getByRole('searchbox', { name: 'Search issues' }).press('Enter')
  await expect(page).toHaveURL(/[?&]q=crash/)
  await expect(rows).toHaveCount(2)
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('oldest')
  await expect(page).toHaveURL(/sort=oldest/)
  await expect(rows.first()).toContainText('Crash on start')
  await page.goBack()
  await expect(rows.first()).toContainText('Crash and typo')

  const visitor = Object.values(world.users).find(user => user.username.startsWith('oth'))
  await page.goto(`${repository.path}/issues?author=${visitor?.username ?? ''}`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Question from a visitor')

  await page.goto(`${repository.path}/issues?label=nosuchlabel`)
  await expect(page.getByText('No label named “nosuchlabel” in this repository.')).toBeVisible()
  await page.getByRole('link', { name: '✕ Clear filters' }).click()
  await expect(rows).toHaveCount(25)
})
