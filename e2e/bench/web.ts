// `npm run bench:web`: loads app routes in Chromium against a fresh devnet and prints, per route, the
// JavaScript the browser fetched (files, raw and gzip -9 bytes), the request count and time to content.
import { gzipSync } from 'node:zlib'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { recoverWallet } from '../support/wallet.ts'

interface RouteCase {
  readonly name: string
  readonly path: string
  /** Visible once the page shows its content. */
  readonly ready: (page: Page) => Promise<void>
  /** Runs in the same browser context first (e.g. recover a wallet); not measured. */
  readonly setup?: (page: Page, base: string) => Promise<void>
}

const signInAlice = async (page: Page, base: string) => {
  await page.goto(`${base}/home`)
  await recoverWallet(page, DEMO_ACCOUNTS.alice.mnemonic, 'alice')
  await page.getByLabel('Dashboard').waitFor()
}

const routes: RouteCase[] = [
  {
    name: 'home',
    path: '/home',
    ready: page => page.getByRole('heading', { name: 'Dashboard' }).waitFor(),
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
  },
  {
    name: 'profile (user)',
    path: '/alice',
    ready: page => page.getByRole('list', { name: 'Repositories' }).waitFor(),
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
    name: '404',
    path: '/no/such/page',
    ready: page => page.getByRole('heading', { name: 'Oops!' }).waitFor(),
  },
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

async function measure(page: Page, route: RouteCase, base: string) {
  const scripts = new Map<string, Buffer>()
  let requests = 0
  page.on('request', () => {
    requests += 1
  })
  page.on('response', response => {
    if (response.request().resourceType() === 'script') {
      void response
        .body()
        .then(body => scripts.set(response.url(), body))
        .catch(() => undefined)
    }
  })
  const started = performance.now()
  await page.goto(`${base}${route.path}`)
  await route.ready(page)
  const timeToContent = performance.now() - started
  await page.waitForLoadState('networkidle')
  const bodies = [...scripts.values()]
  return {
    route: route.name,
    jsFiles: bodies.length,
    jsRaw: kb(bodies.reduce((sum, b) => sum + b.length, 0)),
    jsGzip: kb(bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)),
    requests,
    timeToContentMs: Math.round(timeToContent),
  }
}

const stack = await startStack()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  const rows = []
  for (const route of routes) {
    const context = await browser.newContext()
    if (route.setup) {
      const page = await context.newPage()
      await route.setup(page, stack.app)
      await page.close()
    }
    rows.push(await measure(await context.newPage(), route, stack.app))
    await context.close()
  }
  console.table(rows)
} finally {
  await browser.close()
  await stack.stop()
}
