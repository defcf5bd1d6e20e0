import { expect, type Page } from '@playwright/test'
import { isChainRead, type StackUrls } from '../fixtures.ts'
import { holdRequests } from './held-requests.ts'

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
export const holdChainReads = (page: Page, stack: StackUrls) =>
  holdRequests(page, url => isChainRead(stack, url))
