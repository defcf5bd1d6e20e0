// First-load JavaScript per route (docs/performance.md, "Budgets"): what the browser fetches to show a page, gzip -9,
// measured in Chromium on the built app. Budgets live in e2e/js-budgets.json; a route over its
// budget fails with its size and its biggest chunks, so a regression names its cause.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import budgets from '../js-budgets.json' with { type: 'json' }
import { BENCH_ROUTES } from '../bench/routes.ts'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { recoverWallet } from '../support/wallet.ts'
import { withSaveData } from '../support/save-data.ts'

interface Chunk {
  readonly file: string
  readonly gzipBytes: number
}

/** Loads `path` in a fresh page and returns every script it fetched until the network is idle. */
async function firstLoadScripts(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const bodies = new Map<string, Promise<Buffer | null>>()
  page.on('response', response => {
    // By file type, not resource type: a modulepreload'ed chunk is not a 'script' request.
    if (new URL(response.url()).pathname.endsWith('.js'))
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      )
  })
  await page.goto(path)
  await ready(page)
  await page.waitForLoadState('networkidle')
  const chunks: Chunk[] = []
  for (const [url, body] of bodies) {
    const bytes = await body
    if (bytes)
      chunks.push({ file: new URL(url).pathname, gzipBytes: gzipSync(bytes, { level: 9 }).length })
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

for (const [name, budgetKb] of Object.entries(budgets.firstLoadGzipKb)) {
  test(`first-load JS of ${name} stays within ${budgetKb} kB gzip`, async ({
    browser,
    baseURL,
  }) => {
    const route = BENCH_ROUTES.find(candidate => candidate.name === name)
    if (!route) throw new Error(`js-budgets.json names "${name}", which e2e/bench/routes.ts lacks`)
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    // Links in view would prefetch the next pages' code: not this page's first load.
    await withSaveData(page)
    const chunks = await firstLoadScripts(page, route.path, route.ready)
    await context.close()
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
    const biggest = chunks
      .slice(0, 6)
      .map(chunk => `${chunk.file} ${kB(chunk.gzipBytes)}`)
      .join(', ')
    // The figure itself, for the budget notes (docs/performance.md): printed on every run.
    console.log(`first-load JS of ${name}: ${kB(total)} (budget ${budgetKb} kB)`)
    expect(
      total,
      `${name} loads ${kB(total)} of JS (budget ${budgetKb} kB); biggest: ${biggest}`,
    ).toBeLessThanOrEqual(budgetKb * 1024)
  })
}

// The chunk a wallet loads to sign (cosmjs signing and every Msg type the app sends): fetched on
// first use, so not part of any route's first load, but every signature waits for it.
test(`the signing chunk stays within ${budgets.signingGzipKb} kB gzip`, async ({ page }) => {
  await page.goto('/home')
  await page.waitForLoadState('networkidle')
  const loaded = new Map<string, Promise<Buffer | null>>()
  page.on('response', response => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js'))
      loaded.set(
        path,
        response.body().catch(() => null),
      )
  })
  // Recovering a wallet builds its signer from the signing chunk, as the first signature does.
  await recoverWallet(page, DEMO_ACCOUNTS.alice.mnemonic, 'alice')
  await page.waitForLoadState('networkidle')
  const chunks: Chunk[] = []
  for (const [file, body] of loaded) {
    const bytes = await body
    if (bytes) chunks.push({ file, gzipBytes: gzipSync(bytes, { level: 9 }).length })
  }
  const signing = chunks.find(chunk => /\/signing-[\w-]+\.js$/.test(chunk.file))
  const others = chunks
    .filter(chunk => chunk !== signing)
    .map(chunk => `${chunk.file} ${kB(chunk.gzipBytes)}`)
    .join(', ')
  expect(signing, `no signing chunk was loaded (loaded: ${others})`).toBeDefined()
  expect(
    signing?.gzipBytes,
    `the signing chunk ${signing?.file} is ${kB(signing?.gzipBytes ?? 0)} (budget ${budgets.signingGzipKb} kB); loaded with it: ${others}`,
  ).toBeLessThanOrEqual(budgets.signingGzipKb * 1024)
})
