import { expect, test } from '../fixtures.ts'
import { EVERY_PROVIDER_TAMPERS, withFaults } from '../support/faults.ts'
import { mismatchAlert } from '../support/providers.ts'
import { sidewaysOverflow } from '../support/page-checks.ts'

const REPO = '/alice/hello-world'

test('code search: the box on the repository page finds greet( in src/main.ts, and a hit opens its line', async ({
  page,
}) => {
  await page.goto(REPO)
  const box = page.getByRole('searchbox', { name: 'Search code' })
  await box.fill('greet(')
  await box.press('Enter')
  await expect(page).toHaveURL(`${REPO}/search?q=greet%28&ref=master`)
  const results = page.getByRole('region', { name: 'Search results' })
  const main = results.getByTestId('search-file').filter({ hasText: 'src/main.ts' })
  await expect(main.getByRole('link', { name: 'src/main.ts line 1', exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await expect(main.locator('mark').first()).toHaveText('greet(')
  await expect(results.getByText(/^Searched \d+ files/)).toBeVisible()
  await expect(results.getByText(/skipped \d+ binary file/)).toBeVisible()

  // Options: an invalid expression is said inline and nothing is searched.
  await page.getByLabel('Regular expression').check()
  await expect(page.getByRole('alert')).toContainText('Not a valid regular expression')
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled()
  await page.getByRole('searchbox', { name: 'Search for' }).fill('gr[e]+t\\(')
  await page.getByRole('searchbox', { name: 'Search for' }).press('Enter')
  await expect(page).toHaveURL(/regex=1/)
  await expect(main.getByRole('link', { name: 'src/main.ts line 5', exact: true })).toBeVisible()
  await page.getByLabel('Match case').check()
  await expect(page).toHaveURL(/case=1/)
  await expect(main.getByRole('link', { name: 'src/main.ts line 5', exact: true })).toBeVisible()

  // A phone: the page does not scroll sideways; long lines scroll in their own box.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(`${REPO}/search?q=a`)
  await expect(results.getByRole('heading', { name: /matching lines? in/ })).toBeVisible({
    timeout: 30_000,
  })
  expect(await sidewaysOverflow(page)).toEqual({ pixels: 0, causes: [] })
  await page.setViewportSize({ width: 1280, height: 800 })

  await page.goto(`${REPO}/search?q=greet%28`)
  await main.getByRole('link', { name: 'src/main.ts line 5', exact: true }).click()
  await expect(page).toHaveURL(`${REPO}/blob/master/src/main.ts#L5`)
  await expect(page.locator('#L5')).toHaveAttribute('aria-selected', 'true')
})

test('blame: from the file view, each line names the commit that last changed it', async ({
  page,
}) => {
  await page.goto(`${REPO}/blob/master/src/main.ts`)
  await page.getByRole('link', { name: 'Blame' }).click()
  await expect(page).toHaveURL(`${REPO}/blame/master/src/main.ts`)
  const blame = page.getByRole('table', { name: 'Blame' })
  const greeting = blame.getByRole('row').filter({ hasText: 'return `Hi, ${name}!`' })
  await expect(greeting).toBeVisible({ timeout: 30_000 })
  // The changed line starts a run of "Tweak the greeting"; the lines it kept stay with older commits.
  const run = blame
    .getByTestId('blame-run')
    .filter({ hasText: 'Tweak the greeting' })
    .filter({ hasText: 'return `Hi, ${name}!`' })
  await expect(run).toHaveCount(1)
  await expect(
    blame.getByTestId('blame-run').filter({ hasText: 'Initial commit' }),
  ).not.toHaveCount(0)
  await expect(
    page.getByText(/Computed from \d+ checked commits along first parents\./),
  ).toBeVisible()

  await page.setViewportSize({ width: 360, height: 740 })
  expect(await sidewaysOverflow(page)).toEqual({ pixels: 0, causes: [] })
  await page.setViewportSize({ width: 1280, height: 800 })

  await run
    .first()
    .getByRole('link', { name: /^Commit [0-9a-f]{7}$/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${REPO}/commit/[0-9a-f]{40}$`))
  await expect(page.getByText('Tweak the greeting').first()).toBeVisible()
  await page.goBack()
  await page.getByRole('link', { name: 'View file' }).click()
  await expect(page).toHaveURL(`${REPO}/blob/master/src/main.ts`)
})

test('a provider that serves objects not matching their ids yields no hits and no blame from them', async ({
  page,
  stack,
}) => {
  // Both lie: nothing can be shown, and the page says why.
  await withFaults(stack, EVERY_PROVIDER_TAMPERS, async () => {
    await page.goto(`${REPO}/search?q=greet%28`)
    await expect(mismatchAlert(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('search-file')).toHaveCount(0)
    await page.goto(`${REPO}/blame/master/src/main.ts`)
    await expect(mismatchAlert(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('table', { name: 'Blame' })).toHaveCount(0)
  })
})
