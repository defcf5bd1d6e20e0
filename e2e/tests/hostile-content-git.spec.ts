import { expect, test } from '../fixtures.ts'
import {
  buildHostileGitWorld,
  hostileGitPages,
  type HostileGitWorld,
} from '../support/hostile-git-world.ts'
import { inspect, visit, watch } from '../support/hostile-page.ts'
import { recoverWallet } from '../support/wallet.ts'

/*
 * The hostile corpus where only git and the remaining profile fields put it: branch and
 * tag names, file and directory names, file contents, commit messages (pushed with git), pull
 * request titles and bodies, every DAO field, a repository description and a long right-to-left
 * repository name, the longest mixed-case username the chain allows. Every page that shows them
 * must run no script, violate no CSP rule, link nowhere through javascript:/data: and keep its width.
 */

let world: HostileGitWorld

test.beforeAll(async ({ stack }, testInfo) => {
  testInfo.setTimeout(240_000)
  world = await buildHostileGitWorld({ rest: stack.rest, rpc: stack.rpc })
})

/** Pages of the world's hostile content by group (known once the world is built). */
const GROUPS = [
  'repository home, tree and file views',
  'file names',
  'branches, tags, commits and compare',
  'pull requests, issues, DAO, profile and explore',
]

for (const group of GROUPS) {
  test(`hostile git and profile content renders inert: ${group}`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1024, height: 800 })
    const problems = await watch(page)
    const main = () => page.getByRole('main')
    const ready = (shows: string | null) => async () => {
      const target = shows === null ? main() : main().getByText(shows).filter({ visible: true })
      await expect(target.first()).toBeVisible({ timeout: 30_000 })
    }
    const found: string[] = []
    const pages = hostileGitPages(world)[group] ?? []
    expect(pages.length).toBeGreaterThan(0)
    for (const [path, shows] of pages) found.push(...(await visit(page, path, ready(shows))))
    expect([...found, ...problems]).toEqual([])
  })
}

/** Label colours a node may serve (the chain may take any string): none may reach a style. */
const HOSTILE_COLORS = [
  'red;background:url(javascript:alert(1))',
  '#fff" onmouseover="alert(2)',
  'expression(alert(3))',
  'red',
  'url(https://evil.example/track.png)',
  '#12345',
]

test('label colours a node serves are never put into a style unless they are #rrggbb', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const problems = await watch(page)
  let served = 0
  // A node answering with hostile colours for the repository's labels.
  await page.route(
    url => url.pathname.includes('/gitopia/gitopia/gitopia/'),
    async route => {
      // Asked again once if the node drops the connection, as the browser itself retries a GET on
      // a reused connection that was closed (Playwright's fetch does not): seen on a loaded machine.
      const response = await route.fetch().catch(() => route.fetch())
      const body = (await response.text()).replace(/"color":"#[0-9a-fA-F]{6}"/g, () => {
        served += 1
        return `"color":${JSON.stringify(HOSTILE_COLORS[served % HOSTILE_COLORS.length])}`
      })
      await route.fulfill({ response, body })
    },
  )
  const { repo } = world
  const badges = page.getByTestId('label-badge')
  const found: string[] = []
  for (const path of [
    `${repo}/issues`,
    `${repo}/issues/1`,
    `${repo}/pulls/1`,
    `${repo}/issues/labels`,
  ]) {
    found.push(
      ...(await visit(page, path, async () => {
        await expect(badges.filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 })
      })),
    )
    // Every badge falls back to the neutral grey: no served colour (not even a plain `red`) is used.
    const backgrounds = await badges.evaluateAll(elements =>
      elements.map(element => getComputedStyle(element).backgroundColor),
    )
    for (const background of new Set(backgrounds))
      if (background !== 'rgb(139, 148, 158)') found.push(`${path}: badge background ${background}`)
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('[style]')]
        .map(element => element.getAttribute('style') ?? '')
        .filter(style => /url\(|expression|javascript|onmouseover/i.test(style)),
    )
    found.push(...styles.map(style => `${path}: style ${style}`))
  }
  expect(served).toBeGreaterThan(0)
  expect([...found, ...problems]).toEqual([])
})

test('hostile usernames and DAO names are refused with the chain’s words; the longest one renders on the dashboard', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await page.goto('/home')
  // Signing in loads the signing code, whose 64-bit integer library probes WebAssembly once and
  // falls back to JavaScript when the CSP refuses it: watched from the next page on.
  await recoverWallet(page, world.owner.mnemonic, 'hostile')
  const problems = await watch(page)
  const found: string[] = []
  found.push(
    ...(await visit(page, `/${encodeURIComponent('<script>alert("user")</script>')}`, async () => {
      await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 })
    })),
  )
  found.push(
    ...(await visit(page, '/home', async () => {
      // The repository, by the unique middle of its right-to-left name.
      const middle = world.name.split('-')[1] ?? ''
      await expect(
        page.getByRole('main').getByText(middle).filter({ visible: true }).first(),
      ).toBeVisible({ timeout: 30_000 })
    })),
  )
  await page.goto('/settings/profile')
  const form = page.getByRole('form', { name: 'Edit username' })
  for (const [name, refusal] of [
    ['<script>alert("username")</script>', 'invalid username'],
    ['"><img src=x onerror=alert(1)>', 'invalid username'],
    ['rtl-\u202Egnp.exe', 'invalid username'],
    [`${'W'.repeat(39)}x`, 'username limit exceed: 39'],
  ] as const) {
    await form.getByRole('textbox').fill(name)
    await form.getByRole('button', { name: 'Save username' }).click()
    await expect(form.getByRole('alert')).toHaveText(refusal)
  }
  found.push(...(await inspect(page)).map(problem => `/settings/profile: ${problem}`))
  await page.goto('/daos/new')
  await page.getByLabel('Name', { exact: true }).fill('<svg onload=alert("dao")>')
  await expect(page.getByTestId('dao-name-status')).toHaveText('invalid username')
  found.push(...(await inspect(page)).map(problem => `/daos/new: ${problem}`))
  expect([...found, ...problems]).toEqual([])
})
