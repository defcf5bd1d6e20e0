// Every route of the route table, signed in so the pages show their write controls too: on a
// phone (360 px) nothing scrolls the page sideways, and axe-core finds no violation of the WCAG
// 2.1 A and AA rules at 360 px and at 1280 px, each in the light and the dark theme. One
// navigation per route: the width and the theme change in place, so the four axe runs see the
// same page and data. The browser asks for reduced motion, so a theme switch is complete at once
// (no colour fades between the themes while axe measures contrast).
import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS, DEMO_DAOS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { wcagViolations } from '../support/axe.ts'
import { daoAccountsOf, textProposalMsg } from '../support/dao.ts'
import { runningTransitions, settled, sidewaysOverflow } from '../support/page-checks.ts'
import { routePatterns, routeSamples } from '../support/route-samples.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'

let page: Page
let samples: Record<string, string> = {}

test.beforeAll(async ({ browser, stack }) => {
  samples = await routeSamples(stack)
  // The widest thing a DAO's proposal list shows, whatever ran before in this worker: a member
  // proposal titled with an address, one word longer than a phone is wide.
  const { policy } = await daoAccountsOf(stack.rest, DEMO_DAOS.devnet.name)
  const alice = DEMO_ACCOUNTS.alice
  const { carol } = DEMO_ACCOUNTS
  await sendAs(stack, alice.mnemonic, [
    textProposalMsg(
      policy,
      alice.address,
      `Add ${carol.address} with weight 1`,
      carol.address.repeat(2),
    ),
  ])
  // One signed-in page for the whole sweep, in a context of its own (axe needs one).
  const context = await browser.newContext({ baseURL: stack.app, reducedMotion: 'reduce' })
  page = await context.newPage()
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
    const phoneDark = await wcagViolations(page)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(page.locator('html.dark')).not.toBeAttached()
    // With reduced motion asked for, nothing fades into the new theme.
    const fadingToLight = await runningTransitions(page)
    const phoneLight = await wcagViolations(page)
    await page.setViewportSize({ width: 1280, height: 800 })
    const desktopLight = await wcagViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html.dark')).toBeAttached()
    const fadingToDark = await runningTransitions(page)
    const desktopDark = await wcagViolations(page)
    expect({
      overflow,
      phoneDark,
      fadingToLight,
      phoneLight,
      desktopLight,
      fadingToDark,
      desktopDark,
    }).toEqual({
      overflow: { pixels: 0, causes: [] },
      phoneDark: [],
      fadingToLight: [],
      phoneLight: [],
      desktopLight: [],
      fadingToDark: [],
      desktopDark: [],
    })
  })
