// `npm run bench:preload`: what the server's route preloads (docs/architecture.md "Route
// preloading") gain when the app's scripts come from far away. Loads pages in Chromium on a fresh
// devnet with 100 ms added to every /assets/* request (a round trip to a CDN; added by Playwright
// in this script only, never by the server), with the page as served and with the server's route
// preloads taken out of it, and prints time to content (median of 7 fresh loads, alternating).
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { startStack } from '../stack.ts'
import { inNewContext, median, timeToContent } from './measure.ts'
import { BENCH_ROUTES, type RouteCase } from './routes.ts'

const ASSET_DELAY_MS = Number(process.env.ASSET_DELAY_MS ?? 100)
const RUNS = 7
const PAGES = ['home', 'profile (user)', 'repository page', 'issue page', 'pull request']

// The build's own preloads (the entry's imports); the server adds the route's after them.
const built = await readFile(resolve(import.meta.dirname, '../../apps/web/dist-e2e/index.html'))
const ownLinks = new Set(built.toString().match(/<link rel="modulepreload"[^>]*>/g) ?? [])
const withoutRoutePreloads = (html: string) =>
  html.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, link =>
    ownLinks.has(link.trim()) ? link : '',
  )

async function slowAssets(context: BrowserContext): Promise<void> {
  await context.route(/\/assets\//, async route => {
    await new Promise(done => setTimeout(done, ASSET_DELAY_MS))
    await route.continue()
  })
}

async function freshLoad(
  browser: Browser,
  route: RouteCase,
  base: string,
  preload: boolean,
): Promise<number> {
  return inNewContext(browser, async context => {
    await slowAssets(context)
    const page = await context.newPage()
    if (!preload)
      await page.route(`${base}${route.path}`, async document => {
        const response = await document.fetch()
        const headers = { ...response.headers() }
        delete headers['content-encoding']
        delete headers['content-length']
        await document.fulfill({
          response,
          headers,
          body: withoutRoutePreloads(await response.text()),
        })
      })
    return timeToContent(page, route, base)
  })
}

const stack = await startStack('demo')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // A page Playwright fulfils counts as public to Chromium, which then refuses its reads from the
  // devnet's loopback nodes; both columns run in this browser.
  args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
})
try {
  const rows = []
  for (const route of BENCH_ROUTES.filter(r => PAGES.includes(r.name))) {
    try {
      await freshLoad(browser, route, stack.app, true)
      const times = { with: [] as number[], without: [] as number[] }
      for (let run = 0; run < RUNS; run++) {
        times.with.push(await freshLoad(browser, route, stack.app, true))
        times.without.push(await freshLoad(browser, route, stack.app, false))
      }
      const withHints = median(times.with)
      const withoutHints = median(times.without)
      rows.push({
        page: route.name,
        withoutPreloadMs: Math.round(withoutHints),
        withPreloadMs: Math.round(withHints),
        gainMs: Math.round(withoutHints - withHints),
      })
    } catch (error) {
      rows.push({
        page: route.name,
        failed: error instanceof Error ? error.message : String(error),
      })
    }
  }
  console.log(`Time to content, ${ASSET_DELAY_MS} ms added to every /assets/* request:`)
  console.table(rows)
} finally {
  await browser.close()
  await stack.stop()
}
