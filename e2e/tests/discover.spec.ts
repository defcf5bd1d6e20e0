// What lives on the chain, without a wallet: the signed-out home's latest, trending and bounties,
// the same views on /explore, and /bounties.
import {
  DEMO_ACCOUNTS,
  DEMO_BOUNTIES,
  DEMO_ISSUES,
  DEMO_REPOSITORIES,
} from '@gitopia-client/devnet/demo-world'
import type { Locator } from '@playwright/test'
import { wcagViolations } from '../support/axe.ts'
import { settled, sidewaysOverflow, transitionsDone } from '../support/page-checks.ts'
import { expectAnswersSaved, holdChainReads } from '../support/saved-answers.ts'
import { sendAs } from '../support/send.ts'
import { expect, test } from '../fixtures.ts'

const hello = DEMO_REPOSITORIES.helloWorld
const helloPath = `${hello.owner}/${hello.name}`
const greeting = DEMO_ISSUES.greeting
const greetingHref = `/${hello.owner}/${hello.name}/issues/${greeting.iid}`
const demoBounty = DEMO_BOUNTIES.greeting

/** The row of the demo world's 5 LORE bounty on the greeting issue. */
const greetingBounty = (scope: Locator) =>
  scope
    .getByTestId('bounty-row')
    .filter({ has: scope.page().locator(`a[href="${greetingHref}"]`) })
    .filter({ hasText: '5 LORE' })

test('signed out, /home shows the repositories, issues, trending projects and bounties on the chain', async ({
  page,
}) => {
  await page.goto('/home')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // The invitation to get a dashboard stays.
  await expect(page.getByText(/Create or recover a wallet/)).toBeVisible()

  const latest = page.getByRole('region', { name: 'Latest' })
  const repositories = latest.getByRole('region', { name: 'New repositories' })
  await expect(repositories.getByRole('link').first()).toBeVisible()
  // The demo world's newest repository unless a test before this one in the worker made more.
  await expect(repositories.getByRole('listitem')).toHaveCount(5)
  const issues = latest.getByRole('region', { name: 'New issues' })
  await expect(
    issues
      .getByRole('listitem')
      .filter({ hasText: /· open ·/ })
      .first(),
  ).toBeVisible()
  await expect(latest.getByRole('region', { name: 'New releases' })).toContainText(helloPath)

  const trending = page.getByRole('region', { name: 'Trending' })
  await expect(trending.getByRole('link', { name: helloPath, exact: true })).toBeVisible()
  await expect(trending.getByRole('listitem').first()).toContainText(/score \d+/)
  await trending.getByRole('button', { name: 'How trending is ranked' }).click()
  await expect(trending.getByRole('tooltip')).toContainText(
    'Score = 2 × issues opened + 3 × pull requests opened + 1 × comments + 3 × releases published + 2 × pushes, over the last 7 days',
  )

  const bounties = page.getByRole('region', { name: 'Bounties' })
  const row = greetingBounty(bounties)
  await expect(row).toBeVisible()
  await expect(row).toContainText('Open')
  await expect(row).toContainText(helloPath)
  await expect(row).toContainText(/expires in/)
  await row.getByRole('link', { name: new RegExp(greeting.title) }).click()
  await expect(page).toHaveURL(greetingHref)
  await expect(page.getByRole('heading', { name: new RegExp(greeting.title) })).toBeVisible()
})

test('a return visit shows latest, trending and bounties saved from the last one while the chain has not answered', async ({
  page,
  stack,
}) => {
  await page.goto('/home')
  const latest = page.getByRole('region', { name: 'Latest' })
  const trending = page.getByRole('region', { name: 'Trending' })
  const bounties = page.getByRole('region', { name: 'Bounties' })
  await expect(greetingBounty(bounties)).toBeVisible()
  await expect(trending.getByRole('link', { name: helloPath, exact: true })).toBeVisible()
  await expectAnswersSaved(page)

  // A slow node: every chain read waits until the test lets it through.
  const reads = await holdChainReads(page, stack)
  await page.reload()
  await expect(greetingBounty(bounties)).toBeVisible()
  await expect(trending.getByRole('link', { name: helloPath, exact: true })).toBeVisible()
  await expect(
    latest.getByRole('region', { name: 'New issues' }).getByRole('link', {
      name: new RegExp(greeting.title),
    }),
  ).toBeVisible()
  // Shown before the chain answered: the reads of this visit are still held.
  expect(reads.held()).toBeGreaterThan(0)

  await reads.release()
  await expect(page.getByText('Showing saved data')).toHaveCount(0)
  await expect(greetingBounty(bounties)).toBeVisible()
})

test('/bounties lists every bounty with a link to its issue, sorts, filters and says when one is closed or expired', async ({
  page,
  stack,
}) => {
  // bob puts 1 LORE on the docs issue and takes it back: a refunded bounty.
  const docs = DEMO_ISSUES.docs
  const bob = DEMO_ACCOUNTS.bob
  const expiry = Math.floor(Date.now() / 1000) + 10 * 86_400
  await sendAs(stack, bob.mnemonic, [
    {
      type: 'MsgCreateBounty',
      value: {
        amount: [{ denom: 'ulore', amount: '1000000' }],
        expiry,
        repositoryId: Number(hello.id),
        parentIid: docs.iid,
        parent: 0,
      },
    },
  ])
  const all = (await (await fetch(`${stack.rest}/gitopia/gitopia/gitopia/bounty`)).json()) as {
    Bounty: { id: string; parentIid: string; creator: string }[]
  }
  const refunded = all.Bounty.find(
    bounty => bounty.creator === bob.address && bounty.parentIid === String(docs.iid),
  )
  if (!refunded) throw new Error('the new bounty is not on the chain')
  await sendAs(stack, bob.mnemonic, [
    { type: 'MsgCloseBounty', value: { id: Number(refunded.id) } },
  ])

  await page.goto('/bounties')
  await expect(page.getByRole('heading', { name: 'Bounties', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Bounties' })
  await expect(greetingBounty(list)).toBeVisible()
  // A refunded bounty is not open: listed only when asked for, and it says so.
  const docsHref = `/${hello.owner}/${hello.name}/issues/${docs.iid}`
  const docsRow = list.getByTestId('bounty-row').filter({
    has: page.locator(`a[href="${docsHref}"]`),
  })
  await expect(docsRow).toHaveCount(0)
  await page.getByLabel('State').selectOption('all')
  await expect(page).toHaveURL(/state=all/)
  await expect(docsRow.first()).toContainText('Refunded')

  // Sorted by amount, highest first: the 5 LORE bounty comes before the 1 LORE one.
  // The order is read again until it holds: a new sort shows on the next render, not at once.
  const amounts = list.getByTestId('bounty-row').locator('strong')
  const order = async (first: string, second: string) => {
    const texts = await amounts.allInnerTexts()
    return texts.indexOf(first) >= 0 && texts.indexOf(first) < texts.indexOf(second)
  }
  await expect.poll(() => order('5 LORE', '1 LORE')).toBe(true)
  await page.getByLabel('Sort by').selectOption('amount-asc')
  await expect.poll(() => order('1 LORE', '5 LORE')).toBe(true)
  await page.getByLabel('Sort by').selectOption('expiry-asc')
  await expect(page).toHaveURL(/sort=expiry-asc/)

  // Only denoms some bounty pays in are offered; LORE keeps both.
  const denom = page.getByLabel('Denom')
  await expect(denom.locator('option')).toHaveText(['Every denom', 'LORE'])
  await denom.selectOption(demoBounty.amount.denom)
  await expect(greetingBounty(list)).toBeVisible()

  // Once its expiry has passed (the browser's clock a month on), the open bounty says so.
  await page.clock.setSystemTime(new Date(Date.now() + 31 * 86_400_000))
  await page.reload()
  await expect(greetingBounty(list)).toContainText('Expired')
  await expect(greetingBounty(list)).toContainText(/· expired /)

  await greetingBounty(list)
    .getByRole('link', { name: new RegExp(greeting.title) })
    .click()
  await expect(page).toHaveURL(greetingHref)
})

test('/explore shows latest, trending and bounties as tabs beside search', async ({ page }) => {
  await page.goto('/explore')
  const views = page.getByRole('navigation', { name: 'Explore views' })
  await expect(views.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page')

  await views.getByRole('link', { name: 'Trending' }).click()
  await expect(page).toHaveURL('/explore?view=trending')
  await expect(
    page.getByRole('region', { name: 'Trending' }).getByRole('link', { name: helloPath }),
  ).toBeVisible()

  await views.getByRole('link', { name: 'Bounties' }).click()
  await expect(greetingBounty(page.getByRole('region', { name: 'Bounties' }))).toBeVisible()

  await views.getByRole('link', { name: 'Latest' }).click()
  await expect(
    page.getByRole('region', { name: 'New issues' }).getByRole('listitem').first(),
  ).toBeVisible()
  await expect(page).toHaveTitle('Latest · Explore · Gitopia')
})

// The route sweep is signed in and loads /explore's search view only: the same checks on the
// signed-out home and the other views.
test('signed out, /home and the explore views fit a phone and pass axe, light and dark', async ({
  page,
}) => {
  for (const url of ['/home', '/explore?view=latest', '/explore?view=trending']) {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(url)
    await expect(
      page.getByTestId('bounty-row').or(page.getByRole('listitem')).first(),
    ).toBeVisible()
    await settled(page)
    const overflow = await sidewaysOverflow(page)
    const dark = await wcagViolations(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.locator('html.dark')).not.toBeAttached()
    await transitionsDone(page)
    const light = await wcagViolations(page)
    expect({ url, overflow, dark, light }).toEqual({
      url,
      overflow: { pixels: 0, causes: [] },
      dark: [],
      light: [],
    })
  }
})
