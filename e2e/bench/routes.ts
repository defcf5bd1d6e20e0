// The app's routes the benchmarks load, each with what shows that its content is there.
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { recoverWallet } from '../support/wallet.ts'

export interface RouteCase {
  readonly name: string
  readonly path: string
  /** Visible once the page shows its content. */
  readonly ready: (page: Page) => Promise<void>
  /**
   * The same moment as a CSS selector, for timing in the page (measure.ts, `contentInPage`): it
   * matches an element that is visible once the page shows its content.
   */
  readonly content?: string
  /** Runs in the same browser context first (e.g. recover a wallet); not measured. */
  readonly setup?: (page: Page, base: string) => Promise<void>
}

const signInAlice = async (page: Page, base: string) => {
  await page.goto(`${base}/home`)
  await recoverWallet(page, DEMO_ACCOUNTS.alice.mnemonic, 'alice')
  await page.getByLabel('Dashboard').waitFor()
}

export const BENCH_ROUTES: readonly RouteCase[] = [
  {
    name: 'home',
    path: '/home',
    // Signed out: what lives on the chain, whose last part to arrive is a bounty's issue.
    ready: page => page.getByTestId('bounty-row').getByRole('link').first().waitFor(),
    content: '[data-testid="bounty-row"] a',
  },
  {
    name: 'home (signed in)',
    path: '/home',
    setup: signInAlice,
    ready: page => page.getByRole('list', { name: 'Recent activity' }).waitFor(),
  },
  {
    name: 'dao dashboard',
    path: '/daos/devnet-dao/dashboard',
    ready: page => page.getByTestId('proposal').first().waitFor(),
    content: '[data-testid="proposal"]',
  },
  {
    name: 'profile (user)',
    path: '/alice',
    ready: page => page.getByRole('list', { name: 'Repositories' }).waitFor(),
    content: 'ul[aria-label="Repositories"]',
  },
  {
    name: 'profile (dao)',
    path: '/devnet-dao',
    ready: page => page.getByRole('list', { name: 'Members' }).waitFor(),
  },
  {
    name: 'new repository',
    path: '/new',
    setup: signInAlice,
    ready: page => page.getByLabel('Repository name').waitFor(),
  },
  {
    name: 'issues list',
    path: '/alice/hello-world/issues',
    ready: page => page.getByTestId('issue-row').first().waitFor(),
  },
  {
    name: 'issue page',
    path: '/alice/hello-world/issues/1',
    ready: page => page.getByTestId('timeline-comment').first().waitFor(),
    content: '[data-testid="timeline-comment"]',
  },
  {
    name: 'repository page',
    path: '/alice/hello-world',
    // The README's own first heading, rendered: its box and file name (the region's first
    // heading) show as soon as the listing names it, before its text has been read.
    ready: page =>
      page.getByRole('region', { name: 'README' }).getByRole('heading').nth(1).waitFor(),
    content: 'section[aria-label="README"] > div :is(h1, h2, h3, h4, h5, h6)',
  },
  {
    name: 'file view',
    path: '/alice/hello-world/blob/master/src/main.ts',
    ready: page => page.locator('[data-highlighted="true"]').waitFor(),
    content: '[data-highlighted="true"]',
  },
  {
    name: 'commit list',
    path: '/alice/hello-world/commits/master',
    ready: page => page.getByTestId('commit-row').first().waitFor(),
    content: '[data-testid="commit-row"]',
  },
  {
    name: 'pull request',
    path: '/alice/hello-world/pulls/1',
    ready: page => page.getByTestId('timeline-comment').first().waitFor(),
    content: '[data-testid="timeline-comment"]',
  },
  {
    name: 'pull request files',
    path: '/alice/hello-world/pulls/1/files',
    ready: page => page.getByTestId('diff-view').locator('[data-kind]').first().waitFor(),
    content: '[data-testid="diff-view"] [data-kind]',
  },
  {
    name: 'tree of 10,000 files',
    path: '/scale/big/tree/master/files',
    ready: page => page.getByRole('row').nth(5).waitFor(),
  },
  {
    name: 'diff of 10,000 lines',
    path: '/scale/big/commit/{bigHead}',
    ready: page => page.getByTestId('diff-view').locator('[data-kind]').nth(20).waitFor(),
  },
  {
    name: '404',
    path: '/no/such/page',
    ready: page => page.getByRole('heading', { name: 'Oops!' }).waitFor(),
  },
]
