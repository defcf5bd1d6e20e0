import { expect, type Page, type Route } from '@playwright/test'
import { isChainRead, type StackUrls } from '../fixtures.ts'

/*
 * Return visits (docs/performance.md, "Return visits"): a page saves its answers once it has
 * settled and shows them at once on the next visit while the chain has not answered yet.
 */

/** Waits until the page has saved its answers (signed out) for the next visit. */
export async function expectAnswersSaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).join(' ')), { timeout: 15_000 })
    .toContain('gitopia.savedAnswers:gitopia-devnet-1/signed-out')
}

/**
 * A very slow node: every chain read of `page` waits until `release` lets them all through;
 * `held` counts the reads waiting.
 */
export async function holdChainReads(page: Page, stack: StackUrls) {
  const held: Route[] = []
  let holding = true
  await page.route(
    url => isChainRead(stack, url.href),
    route => void (holding ? held.push(route) : route.continue()),
  )
  return {
    held: () => held.length,
    release: async () => {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}
