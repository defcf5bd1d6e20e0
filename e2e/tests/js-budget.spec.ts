// First-load JavaScript per route (issue 19): what the browser fetches to show a page, gzip -9,
// measured in Chromium on the built app. Budgets live in e2e/js-budgets.json; a route over its
// budget fails with its size and its biggest chunks, so a regression names its cause.
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import budgets from '../js-budgets.json' with { type: 'json' }
import { BENCH_ROUTES } from '../bench/routes.ts'

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
    const chunks = await firstLoadScripts(page, route.path, route.ready)
    await context.close()
    const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
    const biggest = chunks
      .slice(0, 6)
      .map(chunk => `${chunk.file} ${kB(chunk.gzipBytes)}`)
      .join(', ')
    expect(
      total,
      `${name} loads ${kB(total)} of JS (budget ${budgetKb} kB); biggest: ${biggest}`,
    ).toBeLessThanOrEqual(budgetKb * 1024)
  })
}
