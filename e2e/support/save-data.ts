import type { Page } from '@playwright/test'

/**
 * Makes the page's connection ask for less data (`navigator.connection.saveData`, as a phone with
 * Data Saver reports it), so the app prefetches no links (apps/web/src/app/intent-prefetch.ts).
 * Chromium's network emulation does not set it. What a page loads by itself is then all it loads.
 */
export async function withSaveData(page: Page): Promise<void> {
  // A string, not a function: the benchmarks run under tsx, which wraps the arrow of `get` in a
  // `__name` helper the page does not have, so the script threw and the app prefetched as usual.
  await page.addInitScript({
    content: `Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g' }),
    })`,
  })
}
