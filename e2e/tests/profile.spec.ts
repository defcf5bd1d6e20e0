import {
  DEMO_ACCOUNTS,
  DEMO_DAOS,
  DEMO_REPOSITORIES,
  DEMO_USERS,
  HOSTILE,
} from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { wcagViolations } from '../support/axe.ts'
import { sidewaysOverflow } from '../support/page-checks.ts'
import { setFault } from '../support/faults.ts'
import { signInAt } from '../support/ui.ts'
import { buildOwnedRepository } from '../support/world.ts'

const alice = DEMO_USERS.alice
/**
 * What alice created in the demo seed (packages/devnet/src/seed/demo-seed.ts): three issues, the
 * develop pull request, four comments (two written with a state change), v1.0.0 and v0.1.
 */
const DEMO_ALICE_CONTRIBUTIONS = { issues: 3, pullRequests: 1, comments: 4, releases: 2 }
const dao = DEMO_DAOS.devnet

/** A tiny PNG for the avatar host of the demo world (which has no real server). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

test.beforeEach(async ({ page }) => {
  await page.route('https://avatars.devnet.gitopia.test/**', route =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  )
})

/** Fails the test if chain content ever manages to open a dialog (alert, confirm, prompt). */
function forbidDialogs(page: Page) {
  const opened: string[] = []
  page.on('dialog', dialog => {
    opened.push(dialog.message())
    void dialog.dismiss()
  })
  return opened
}

test.describe('profiles', () => {
  test('a user by username: avatar, names, bio, repositories sorted, DAOs', async ({ page }) => {
    await page.goto('/alice')
    await expect(page).toHaveTitle('alice · Gitopia')
    await expect(page.getByTestId('profile-name')).toHaveText(alice.name)
    await expect(page.getByText(alice.username, { exact: true })).toBeVisible()
    await expect(page.getByTestId('profile-bio')).toHaveText(alice.bio)
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute(
      'src',
      alice.avatarUrl,
    )

    const repositories = page.getByRole('list', { name: 'Repositories' })
    const hello = repositories.getByRole('link', { name: DEMO_REPOSITORIES.helloWorld.name })
    await expect(hello).toHaveAttribute('href', '/alice/hello-world')
    await expect(
      repositories.getByRole('link', { name: DEMO_REPOSITORIES.empty.name }),
    ).toBeVisible()
    await page.getByLabel('Sort').selectOption('name')
    const names = await repositories.getByRole('listitem').getByRole('link').allInnerTexts()
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    )

    const daos = page.getByRole('list', { name: 'DAOs' })
    await expect(daos.getByRole('link', { name: dao.name })).toHaveAttribute('href', `/${dao.name}`)
  })

  test("a user's contribution calendar: the demo world's issues, pull request, comments and releases", async ({
    page,
  }) => {
    await page.goto('/alice')
    await expect(page.getByRole('list', { name: 'Repositories' })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Contributions' })
      .click()
    await expect(page).toHaveURL(/\/alice\?tab=contributions$/)
    const calendar = page.getByRole('region', { name: 'Contribution calendar' })
    // 365 days, each named with what it holds; alice's records of the demo world fall on one day.
    await expect(calendar.getByRole('cell', { name: /contributions? on / })).toHaveCount(365)
    const total = page.getByTestId('contributions-total')
    await expect(total).toContainText('in the last year')
    // Tests before this one may add to alice's records: at least the demo world's.
    const counted = (await total.innerText()).match(
      /^(\d+) contributions in the last year: (\d+) issues, (\d+) pull requests?, (\d+) comments, (\d+) releases$/,
    )
    expect(counted, await total.innerText()).not.toBeNull()
    const [all, issues, pulls, comments, releases] = (counted ?? []).slice(1).map(Number)
    expect(issues).toBeGreaterThanOrEqual(DEMO_ALICE_CONTRIBUTIONS.issues)
    expect(pulls).toBeGreaterThanOrEqual(DEMO_ALICE_CONTRIBUTIONS.pullRequests)
    expect(comments).toBeGreaterThanOrEqual(DEMO_ALICE_CONTRIBUTIONS.comments)
    expect(releases).toBeGreaterThanOrEqual(DEMO_ALICE_CONTRIBUTIONS.releases)
    expect(all).toBe((issues ?? 0) + (pulls ?? 0) + (comments ?? 0) + (releases ?? 0))
    await expect(
      calendar.getByRole('cell', {
        name: /^\d+ contributions on .*: \d+ issues, \d+ pull request/,
      }),
    ).not.toHaveCount(0)
    // On a phone the calendar scrolls in its own box, starting at today; axe finds nothing.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.reload()
    await expect(calendar.getByRole('cell', { name: /contributions? on / })).toHaveCount(365)
    expect(await sidewaysOverflow(page)).toEqual({ pixels: 0, causes: [] })
    await expect
      .poll(() => calendar.evaluate(box => box.scrollLeft + box.clientWidth - box.scrollWidth))
      .toBeGreaterThanOrEqual(-1)
    expect(await wcagViolations(page)).toEqual([])
    // Back to the repositories, as the tab says.
    await page.getByRole('link', { name: 'Repositories' }).click()
    await expect(page.getByRole('list', { name: 'Repositories' })).toBeVisible()
  })

  test('the same user by address and by a differently cased name', async ({ page }) => {
    await page.goto(`/${DEMO_ACCOUNTS.alice.address}`)
    await expect(page.getByTestId('profile-name')).toHaveText(alice.name)
    await page.goto('/ALICE')
    await expect(page.getByTestId('profile-name')).toHaveText(alice.name)
  })

  test('a DAO by name and by address: description, location, website, members, repositories', async ({
    page,
    stack,
  }) => {
    await page.goto(`/${dao.name}`)
    await expect(page.getByTestId('profile-name')).toHaveText(dao.name)
    await expect(page.getByTestId('profile-bio')).toHaveText(dao.description)
    await expect(page.getByTestId('profile-location')).toHaveText(`Location: ${dao.location}`)
    await expect(page.getByRole('link', { name: dao.website })).toHaveAttribute(
      'href',
      `${dao.website}/`,
    )
    const members = page.getByRole('list', { name: 'Members' }).getByRole('listitem')
    await expect(members).toHaveCount(dao.members.length)
    await expect(members.first()).toContainText('Owner')
    await expect(
      page.getByRole('list', { name: 'Repositories' }).getByRole('link', { name: 'dao-tools' }),
    ).toHaveAttribute('href', `/${dao.name}/dao-tools`)
    await expect(page.getByRole('link', { name: 'DAO dashboard' })).toHaveAttribute(
      'href',
      `/daos/${dao.name}/dashboard`,
    )

    const response = await fetch(`${stack.rest}/gitopia/gitopia/gitopia/dao/${dao.name}`)
    const { address } = ((await response.json()) as { dao: { address: string } }).dao
    await page.goto(`/${address}`)
    await expect(page.getByTestId('profile-name')).toHaveText(dao.name)
  })

  test('unknown owners show the 404 page', async ({ page }) => {
    for (const path of ['/nobody-home', '/x', `/${DEMO_ACCOUNTS.dev.address}`]) {
      await page.goto(path)
      await expect(page).toHaveTitle('Error - 404')
      await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    }
  })

  test('hostile names, bios and avatar URLs of a user render as inert text', async ({ page }) => {
    const dialogs = forbidDialogs(page)
    await page.goto('/mallory')
    await expect(page.getByTestId('profile-name')).toHaveText(HOSTILE.name)
    await expect(page.getByTestId('profile-bio')).toHaveText(HOSTILE.bio)
    const main = page.getByRole('main')
    await expect(main.locator('script')).toHaveCount(0)
    await expect(main.locator('[onerror], [onload], [onclick]')).toHaveCount(0)
    await expect(main.locator('a[href^="javascript:"], img[src^="data:"]')).toHaveCount(0)
    const avatar = page.getByTestId('profile-avatar').locator('img')
    await expect(avatar).toHaveAttribute('src', /^https:\/\/avatars\.devnet\.gitopia\.test\//)
    expect(dialogs).toEqual([])
  })

  test('a hostile DAO: description, website and location stay text', async ({ page }) => {
    const dialogs = forbidDialogs(page)
    const hostile = DEMO_DAOS.hostile
    await page.goto(`/${hostile.name}`)
    await expect(page.getByTestId('profile-bio')).toHaveText(hostile.description)
    await expect(page.getByTestId('profile-location')).toHaveText(`Location: ${hostile.location}`)
    const website = page.getByRole('link', { name: hostile.website })
    await expect(website).toHaveAttribute('href', new URL(hostile.website).href)
    await expect(page.getByRole('main').locator('script')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })
})

test('a profile when every node is down: a clear error naming the nodes tried, then it recovers by itself', async ({
  page,
  stack,
}) => {
  const setRestDown = (down: boolean) => setFault(stack, 'rest', { down })
  expect((await setRestDown(true)).status).toBe(200)
  try {
    await page.goto('/bob')
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load this profile' })
    await expect(problem).toContainText('could not be reached', { timeout: 15_000 })
    const banner = page.getByRole('alert').filter({ has: page.getByTestId('nodes-tried') })
    await expect(banner).toContainText('No node is reachable')
    await expect(banner.getByTestId('nodes-tried')).toContainText(
      stack.nodes.map(node => node.name).join(', '),
    )
    await expect(banner.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page).not.toHaveTitle('Error - 404')
  } finally {
    await setRestDown(false)
  }
  // No click: the app keeps checking and reads again once a node answers.
  await expect(page.getByTestId('profile-name')).toHaveText(DEMO_USERS.bob.name, {
    timeout: 8_000,
  })
  await expect(page.getByTestId('nodes-tried')).toHaveCount(0)
})

test('a user pins a repository of their own, and it shows first on their profile', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const { owner: pinner, repository } = await buildOwnedRepository(stack, 'pinner')

  await signInAt(page, `/${pinner.username}`, pinner, 'pinner')
  const form = page.getByRole('form', { name: 'Pin a repository' })
  await form.getByLabel('Repository to pin').selectOption({ label: repository.name })
  await form.getByRole('button', { name: 'Pin' }).click()
  const pinned = page.getByRole('list', { name: 'Pinned' })
  await expect(pinned.getByRole('link', { name: repository.name })).toBeVisible({
    timeout: 20_000,
  })
  // The only repository is pinned now: nothing is left to offer.
  await expect(form).toBeHidden()
  const stored = await fetch(`${stack.rest}/gitopia/gitopia/gitopia/user/${pinner.address}`)
  const { User } = (await stored.json()) as { User: { pinned_repos: string[] } }
  expect(User.pinned_repos).toHaveLength(1)
})
