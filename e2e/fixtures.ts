import { test as base, expect, type Page } from '@playwright/test'
import { startStack, type StackNode } from './stack.ts'

export interface StackUrls {
  readonly app: string
  readonly rest: string
  readonly rpc: string
  /** Every node front-end (node N's fault target is `node-N`). */
  readonly nodes: readonly StackNode[]
  /** The devnet's fault control (README "Fault controls"). */
  readonly control: string
}

/** A node health probe or the network name (node_info, blocks/latest), not a page's read. */
export const isNodeHealthCall = (url: string) => url.includes('/cosmos/base/tendermint/')

/**
 * Whether a request is a page's read from the chain: to any node's REST gateway (the app uses
 * whichever node is fastest), health probes aside.
 */
export function isChainRead(stack: StackUrls, url: string): boolean {
  return stack.nodes.some(node => url.startsWith(node.rest)) && !isNodeHealthCall(url)
}

/** The review sheet shown before every local-wallet signature. */
export const reviewSheet = (page: Page) => page.getByRole('dialog', { name: 'Review transaction' })

const confirming = new WeakMap<Page, Promise<void>>()

/**
 * Confirms every review sheet as soon as it shows, so tests that are not about the sheet sign as
 * before. Tests of the sheet itself call `page.removeLocatorHandler(reviewSheet(page))`.
 */
function confirmReviews(page: Page): Promise<void> {
  let registered = confirming.get(page)
  if (!registered) {
    registered = page.addLocatorHandler(
      reviewSheet(page),
      async sheet => {
        await sheet
          .getByRole('button', { name: 'Confirm' })
          .click({ timeout: 10_000 })
          .catch(() => undefined)
        await sheet.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined)
      },
      // A second sheet can follow the first sooner than Playwright looks again (a provider
      // upload's signature, then its tx). Waiting for "the" sheet to hide would then wait for ever
      // and never confirm the second: instead the handler runs again while a sheet shows.
      { noWaitAfter: true },
    )
    confirming.set(page, registered)
  }
  return registered
}

/*
 * Each Playwright worker runs its own devnet and app server (a fresh demo world), so test files in
 * different workers never share an account's sequence or a repository's state.
 */
export const test = base.extend<{ consoleErrors: string[] }, { stack: StackUrls }>({
  // Every page of the test's context (a second tab too) confirms review sheets by itself.
  context: async ({ context }, use) => {
    context.on('page', page => void confirmReviews(page))
    await use(context)
  },
  page: async ({ page }, use) => {
    await confirmReviews(page)
    await use(page)
  },
  baseURL: async ({ stack }, use) => {
    await use(stack.app)
  },
  stack: [
    async ({}, use) => {
      const running = await startStack()
      await use(running)
      await running.stop()
    },
    // Starting the devnet and seeding its demo world takes seconds on a quiet machine and minutes on
    // one loaded far past its cores (stack.ts allows 300 s).
    { scope: 'worker', timeout: 330_000 },
  ],
  /** Console errors of the page, collected so tests can assert there are none (or the right one). */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', message => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', error => errors.push(error.message))
    await use(errors)
  },
})

export { expect }
