// The inbox: what others did that concerns the signed-in account, read from the chain's tx events
// (docs/client-rules.md#inbox). Two people of the demo world: bob comments, alice is told.
import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { sidewaysOverflow } from '../support/page-checks.ts'
import { signInAt } from '../support/ui.ts'

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ })

async function bellCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? ''
  return Number(/(\d+) unread/.exec(name)?.[1] ?? NaN)
}

test('bob mentions alice on her issue: her bell counts it, her inbox links to it, mark all read survives a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const aliceContext = await browser.newContext({ baseURL })
  const alice = await aliceContext.newPage()
  await signInAt(alice, '/notifications', DEMO_ACCOUNTS.alice, 'alice')
  await expect(alice.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  // The demo world already concerns her: bob asked for her review and commented on her issue.
  const entries = alice.getByTestId('inbox-entry')
  await expect(entries.first()).toBeVisible({ timeout: 20_000 })
  await expect(
    entries.filter({ hasText: 'bob requested your review on alice/hello-world#1' }),
  ).toHaveCount(1)
  await alice.getByRole('button', { name: 'Mark all read' }).click()
  await expect(alice.getByTestId('inbox-unread')).toHaveText('0 unread')
  // What is left on the bell is the app's own messages, which the inbox does not touch.
  const before = await bellCount(alice)

  await signInAt(page, '/alice/hello-world/issues/1', DEMO_ACCOUNTS.bob, 'bob')
  await page.getByRole('textbox', { name: 'Comment' }).fill('@alice see #1')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(page.getByTestId('timeline-comment').last()).toContainText('@alice see #1', {
    timeout: 20_000,
  })

  // A new block tells alice's page; no reload.
  await expect(bell(alice)).toHaveAccessibleName(`Notifications, ${before + 1} unread`, {
    timeout: 30_000,
  })
  await expect(alice.getByTestId('inbox-unread')).toHaveText('1 unread')
  const mention = entries.first()
  await expect(mention).toHaveAttribute('data-unread', 'true')
  await expect(mention).toContainText('bob mentioned you in alice/hello-world#1')
  const link = mention.getByRole('link')
  await expect(link).toHaveAttribute('href', /^\/alice\/hello-world\/issues\/1#comment-\d+$/)
  const anchor = ((await link.getAttribute('href')) ?? '').split('#')[1] ?? ''
  await link.click()
  await expect(alice).toHaveURL(new RegExp(`/alice/hello-world/issues/1#${anchor}$`))
  await expect(alice.locator(`#${anchor}`)).toContainText('@alice see #1')

  await alice.goBack()
  await alice.getByRole('button', { name: 'Mark all read' }).click()
  await expect(bell(alice)).toHaveAccessibleName(`Notifications, ${before} unread`)
  await alice.reload()
  await expect(entries.first()).toHaveAttribute('data-unread', 'false')
  await expect(alice.getByTestId('inbox-unread')).toHaveText('0 unread')
  await expect(bell(alice)).toHaveAccessibleName(`Notifications, ${before} unread`)

  // A dead node: a plain error with a retry, the entries stay.
  await alice.route('**/cosmos/tx/v1beta1/txs?**', route =>
    route.fulfill({ status: 503, body: '{"code":14,"message":"node is down"}' }),
  )
  const failure = alice
    .getByRole('alert')
    .filter({ hasText: 'Could not load the latest notifications' })
  await expect(failure).toBeVisible({ timeout: 30_000 })
  await expect(entries.first()).toBeVisible()
  await alice.unroute('**/cosmos/tx/v1beta1/txs?**')
  // The inbox also reads again by itself: on a loaded machine that read can clear the error
  // before the click lands, and the button goes with it.
  await failure
    .getByRole('button', { name: 'Try again' })
    .click({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      if (await failure.isVisible()) throw error
    })
  await expect(failure).toBeHidden({ timeout: 30_000 })

  // A phone: the list wraps, nothing scrolls sideways.
  await alice.setViewportSize({ width: 360, height: 740 })
  await expect(entries.first()).toBeVisible()
  expect((await sidewaysOverflow(alice)).pixels).toBe(0)
  await aliceContext.close()
})

test('a brand-new account sees a friendly empty inbox, never an error', async ({ page }) => {
  // Other tests of this worker may leave chain proposals in their voting period, which every
  // account is told of: the newcomer's node has none.
  await page.route('**/cosmos/gov/v1/proposals?**', route =>
    route.fulfill({ json: { proposals: [], pagination: { next_key: null, total: '0' } } }),
  )
  await signInAt(page, '/notifications', { mnemonic: await freshMnemonic() }, 'newcomer')
  await expect(page.getByText('Nothing here yet')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/)
})

async function freshMnemonic(): Promise<string> {
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  return (await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })).mnemonic
}
