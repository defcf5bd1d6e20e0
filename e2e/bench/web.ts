// `npm run bench:web`: loads app routes in Chromium against a fresh devnet and prints, per route, the
// JavaScript the browser fetched (files, raw and gzip -9 bytes), the request count and time to content.
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'

interface RouteCase {
  readonly name: string
  readonly path: string
  /** Visible once the page shows its content. */
  readonly ready: (page: Page) => Promise<void>
}

const routes: RouteCase[] = [
  {
    name: 'home',
    path: '/home',
    ready: page => page.getByRole('heading', { name: 'Dashboard' }).waitFor(),
  },
  {
    name: 'dao dashboard',
    path: '/daos/devnet-dao/dashboard',
    ready: page => page.getByRole('heading', { name: 'devnet-dao' }).waitFor(),
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
    rows.push(await measure(await context.newPage(), route, stack.app))
    await context.close()
  }
  console.table(rows)
} finally {
  await browser.close()
  await stack.stop()
}
