import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'
import { setFaults, withFaults } from '../support/faults.ts'
import { activeProviders } from '../support/providers.ts'
import { buildUser } from '../support/world.ts'

const REPO = '/alice/hello-world'

test('a signed-out visitor browses a repository: README, folders, highlighting, line links, refs, commits, a diff', async ({
  page,
}) => {
  // The highlighter's page code loads only where workers fail: never here.
  const pageHighlighter: string[] = []
  page.on('request', request => {
    if (/\/highlight-text-[\w-]+\.js$/.test(request.url())) pageHighlighter.push(request.url())
  })
  await page.goto(REPO)
  // The README with its relative links and image resolved against the repository.
  const readme = page.getByRole('region', { name: 'README' })
  await expect(readme.getByRole('heading', { name: 'Hello World' })).toBeVisible()
  await expect(readme.getByRole('link', { name: 'guide' })).toHaveAttribute(
    'href',
    `${REPO}/blob/master/docs/guide.md`,
  )
  // The image is read from the storage provider and shown (a blob URL, so no third-party load).
  const logo = readme.getByRole('img', { name: 'Logo' })
  await expect(logo).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() => logo.evaluate(img => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  await expect(page.getByLabel('Clone URL')).toHaveValue('gitopia://alice/hello-world')
  // The latest release skips the newer pre-release v0.1.0.
  await expect(
    page.getByRole('complementary', { name: 'About this repository' }).getByRole('link', {
      name: /Version 1\.0\.0/,
    }),
  ).toBeVisible()

  // A folder, then a file with syntax highlighting.
  await page.getByRole('link', { name: 'src', exact: true }).click()
  await expect(page).toHaveURL(`${REPO}/tree/master/src`)
  await page.getByRole('link', { name: 'main.ts' }).click()
  await expect(page).toHaveURL(`${REPO}/blob/master/src/main.ts`)
  const code = page.getByTestId('code-view')
  await expect(code).toContainText('export function greet')
  // Highlighted in the highlighter's worker, not on the page.
  await expect(code.locator('.hljs-keyword').first()).toBeVisible()
  expect(page.workers().map(worker => worker.url())).toContainEqual(
    expect.stringMatching(/\/highlight-worker-[\w-]+\.js$/),
  )
  expect(pageHighlighter).toEqual([])

  // A line range link highlights its lines and scrolls to them.
  await page.goto(`${REPO}/blob/master/data/measurements.csv#L10-L20`)
  // 1.1 MB: offered as a download first, shown on request.
  await expect(page.getByText('too large to show here')).toBeVisible()
  await page.getByRole('button', { name: 'Show it anyway' }).click()
  await expect(page.locator('[data-line][aria-selected="true"]')).toHaveCount(11)
  await expect(page.locator('#L10')).toBeInViewport()
  await expect(page.locator('#L9')).not.toHaveAttribute('aria-selected', 'true')

  // A branch with a slash in its name, and a tag.
  await page.goto(`${REPO}/tree/feature/login/src`)
  await expect(page.getByTestId('current-ref')).toHaveText('feature/login')
  await expect(page.getByRole('link', { name: 'login.ts' })).toBeVisible()
  await page.goto(`${REPO}/tree/v0.1.0`)
  await expect(page.getByTestId('current-ref')).toHaveText('v0.1.0')
  await expect(page.getByRole('link', { name: 'README.md' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'tools', exact: true })).toHaveCount(0)

  // The commit list, then one commit's diff, unified and split.
  await page.goto(`${REPO}/commits/master`)
  const commit = page.getByTestId('commit-row').filter({ hasText: 'Tweak the greeting' })
  await expect(commit).toBeVisible()
  await commit.getByRole('link', { name: 'Tweak the greeting' }).click()
  await expect(page).toHaveURL(new RegExp(`${REPO}/commit/[0-9a-f]{40}$`))
  await expect(page.getByTestId('diff-stat')).toContainText('2 files changed')
  const diff = page.getByTestId('diff-view')
  await expect(diff).toContainText('Hi, ${name}!')
  await expect(diff).toHaveAttribute('data-mode', 'unified')
  await page.getByRole('radio', { name: 'Split' }).click()
  await expect(diff).toHaveAttribute('data-mode', 'split')

  // "Go to file" with the keyboard.
  await page.goto(REPO)
  await expect(page.getByRole('region', { name: 'README' })).toBeVisible()
  await page.keyboard.press('t')
  await page.getByRole('combobox', { name: 'Find a file' }).fill('report')
  await page.getByRole('option', { name: /tools\/report\.py/ }).click()
  await expect(page).toHaveURL(`${REPO}/blob/master/tools/report.py`)

  // An empty repository explains how to push; unknown names are the 404 page.
  await page.goto('/alice/empty-repo')
  await expect(page.getByRole('heading', { name: 'This repository is empty' })).toBeVisible()
  await expect(page.getByTestId('push-instructions')).toContainText('gitopia://alice/empty-repo')
  await page.goto('/alice/no-such-repository')
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
})

test('a hostile README, file names and SVG render inert', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', dialog => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto('/mallory/hostile-readme')
  const readme = page.getByRole('region', { name: 'README' })
  await expect(readme.getByRole('heading', { name: 'Totally normal project' })).toBeVisible()
  expect(await readme.locator('script, iframe, object, embed, style').count()).toBe(0)
  const hrefs = await readme
    .locator('a')
    .evaluateAll(links => links.map(a => a.getAttribute('href') ?? ''))
  expect(hrefs.filter(href => /^(javascript|data|vbscript):/i.test(href.trim()))).toEqual([])
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].flatMap(element =>
      [...element.attributes].filter(attribute => /^on/i.test(attribute.name)).map(a => a.name),
    ),
  )
  expect(handlers).toEqual([])
  await page.goto('/mallory/hostile-readme/blob/master/payload.svg')
  await expect(page.getByRole('region', { name: 'File payload.svg' })).toBeVisible()
  expect(await page.locator('main svg script').count()).toBe(0)
  // Shown from a data: URL, so "open image in new tab" cannot make it a document of the app.
  const svg = page.getByRole('region', { name: 'File payload.svg' }).locator('img')
  await expect(svg).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  // Once the image has loaded, its onload handler and script would have run if they could.
  await expect.poll(() => svg.evaluate(img => (img as HTMLImageElement).naturalWidth)).toBe(10)
  expect(dialogs).toEqual([])
})

test('a signed-in user forks a repository and lands on the fork, which names its parent', async ({
  page,
  stack,
}) => {
  const forker = await buildUser(stack, 'forker')
  await signInAt(page, REPO, forker, 'forker')
  await page.getByRole('button', { name: 'Fork' }).click()
  const dialog = page.getByRole('dialog', { name: 'Fork alice/hello-world' })
  await expect(dialog.getByTestId('fork-name-status')).not.toHaveText(/Checking|required/)
  await dialog.getByRole('button', { name: 'Create fork' }).click()
  await expect(page).toHaveURL(`/${forker.username}/hello-world`, { timeout: 30_000 })
  await expect(page.getByText('forked from')).toContainText('alice/hello-world')
  await expect(page.getByRole('region', { name: 'README' })).toBeVisible({ timeout: 20_000 })
})

test('with the storage provider in use slow or down, the app picks another and keeps working', async ({
  page,
  stack,
}) => {
  const providers = await activeProviders(stack.rest)
  const urlOf = (moniker: string) => providers.get(moniker)?.apiUrl ?? ''
  // provider-1 answers slowly: the latency probes choose provider-2.
  await withFaults(stack, { 'provider-1': { latencyMs: 4000 } }, async () => {
    await page.goto(`${REPO}/blob/master/src/main.ts`)
    await expect(page.getByTestId('code-view')).toContainText('export function greet')
    await expect(page.getByRole('link', { name: 'Raw' })).toHaveAttribute(
      'href',
      new RegExp(`^${urlOf('provider-2')}`),
    )
    // Mid-session provider-2 goes down and provider-1 recovers: reads move to provider-1.
    await setFaults(stack, { 'provider-1': { latencyMs: 0 }, 'provider-2': { down: true } })
    await page.getByRole('link', { name: 'src', exact: true }).click()
    await page.getByRole('link', { name: 'lib', exact: true }).click()
    await expect(page.getByRole('link', { name: 'math.ts' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('link', { name: 'math.ts' }).click()
    await expect(page.getByTestId('code-view')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Raw' })).toHaveAttribute(
      'href',
      new RegExp(`^${urlOf('provider-1')}`),
    )
  })
})
