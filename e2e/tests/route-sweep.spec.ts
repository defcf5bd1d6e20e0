// Every route of the route table, signed in so the pages show their write controls too: on a
// phone (360 px) nothing scrolls the page sideways, and axe-core finds no violation of the WCAG
// 2.1 A and AA rules at 360 px and at 1280 px, each in the light and the dark theme. One
// navigation per route: the width and the theme change in place, so the four axe runs see the
// same page and data.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_DAOS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { daoAccountsOf } from '../support/dao.ts'
import { settled, sidewaysOverflow, transitionsDone } from '../support/page-checks.ts'
import { routePatterns, routeSamples } from '../support/route-samples.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page for each run to
  // merge the frames' results, and the app has no frames. Only violations carry their nodes.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode(true)
    .analyze()
  return violations.map(
    violation =>
      `${violation.id} ×${violation.nodes.length}: ${violation.nodes
        .slice(0, 2)
        .map(node => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' ; ')}`,
  )
}

let page: Page
let samples: Record<string, string> = {}

test.beforeAll(async ({ browser, stack }) => {
  samples = await routeSamples(stack)
  // The widest thing a DAO's proposal list shows, whatever ran before in this worker: a member
  // proposal titled with an address, one word longer than a phone is wide.
  const { policy } = await daoAccountsOf(stack.rest, DEMO_DAOS.devnet.name)
  const alice = DEMO_ACCOUNTS.alice
  await sendAs(stack, alice.mnemonic, [
    {
      type: '/cosmos.group.v1.MsgSubmitProposal',
      value: {
        groupPolicyAddress: policy,
        proposers: [alice.address],
        metadata: '',
        messages: [],
        exec: 0,
        title: `Add ${DEMO_ACCOUNTS.carol.address} with weight 1`,
        summary: DEMO_ACCOUNTS.carol.address.repeat(2),
      },
    },
  ])
  // One signed-in page for the whole sweep, in a context of its own (axe needs one).
  page = await (await browser.newContext({ baseURL: stack.app })).newPage()
  await signInAt(page, '/home', DEMO_ACCOUNTS.alice, 'alice')
})

test.afterAll(async () => {
  await page.context().close()
})

test('every route of the route table has a sample URL', () => {
  expect(new Set(routePatterns())).toEqual(new Set(Object.keys(samples)))
})

for (const pattern of new Set(routePatterns()))
  test(`${pattern}: no sideways scroll at 360 px, no axe violation at 360 and 1280 px, light and dark`, async () => {
    const url = samples[pattern] ?? ''
    // Opened on the phone, as a phone user would; then the same page on a desktop.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(url)
    await settled(page)
    await expect(page.locator('html.dark')).toBeAttached()
    const overflow = await sidewaysOverflow(page)
    const phoneDark = await violations(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html.dark')).not.toBeAttached()
    await transitionsDone(page)
    const phoneLight = await violations(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    const desktopLight = await violations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html.dark')).toBeAttached()
    await transitionsDone(page)
    const desktopDark = await violations(page)
    expect({ overflow, phoneDark, phoneLight, desktopLight, desktopDark }).toEqual({
      overflow: { pixels: 0, causes: [] },
      phoneDark: [],
      phoneLight: [],
      desktopLight: [],
      desktopDark: [],
    })
  })
