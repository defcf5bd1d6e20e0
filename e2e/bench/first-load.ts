// What a page's first load fetches: its JavaScript (files, raw and gzip -9 bytes), its requests
// and its long tasks, measured with Data Saver on so that the next pages its links in view would
// prefetch are not counted (support/save-data.ts).
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { withSaveData } from '../support/save-data.ts'
import { timeToContent } from './measure.ts'
import type { RouteCase } from './routes.ts'

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/**
 * The scripts the page fetches from now on, by URL. Chosen by file name, as js-budget.spec.ts
 * does: a chunk the page preloads (`modulepreload`) is not a 'script' request.
 */
export function collectScripts(page: Page): Map<string, Promise<Buffer | null>> {
  const scripts = new Map<string, Promise<Buffer | null>>()
  page.on('response', response => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    )
  })
  return scripts
}

/** Files, raw and gzip -9 bytes of some scripts (one whose body was lost is left out). */
export async function jsSize(scripts: Iterable<Promise<Buffer | null>>) {
  const bodies = (await Promise.all(scripts)).filter(body => body !== null)
  return {
    jsFiles: bodies.length,
    jsRaw: kb(bodies.reduce((sum, b) => sum + b.length, 0)),
    jsGzip: kb(bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0)),
  }
}

/** One load of `route` (at `path`) in a new page, until the network is idle. */
export async function measureFirstLoad(
  page: Page,
  route: RouteCase,
  base: string,
  path = route.path,
) {
  const scripts = collectScripts(page)
  // The page's own JS and requests, without the next pages its links in view would prefetch.
  await withSaveData(page)
  let requests = 0
  page.on('request', () => {
    requests += 1
  })
  // Long tasks (main thread busy over 50 ms) from navigation start until the network is idle.
  await page.addInitScript(() => {
    const totals = { count: 0, ms: 0 }
    Object.assign(window, { __longTasks: totals })
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) {
        totals.count += 1
        totals.ms += entry.duration
      }
    }).observe({ type: 'longtask', buffered: true })
  })
  const loaded = await timeToContent(page, route, base, path)
  await page.waitForLoadState('networkidle')
  const longTasks = await page.evaluate(
    () => (window as unknown as { __longTasks: { count: number; ms: number } }).__longTasks,
  )
  return {
    ...(await jsSize(scripts.values())),
    requests,
    timeToContentMs: Math.round(loaded),
    longTasks: `${longTasks.count} / ${Math.round(longTasks.ms)} ms`,
  }
}
