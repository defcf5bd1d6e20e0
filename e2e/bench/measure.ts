// What the benchmarks measure a page load with.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import type { RouteCase } from './routes.ts'

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

/** Opens `route` (at `path`, its own unless given) and returns the ms until its content shows. */
export async function timeToContent(
  page: Page,
  route: RouteCase,
  base: string,
  path = route.path,
): Promise<number> {
  const started = performance.now()
  await page.goto(`${base}${path}`)
  await route.ready(page)
  return performance.now() - started
}

/**
 * Opens `route` and returns the ms from navigation start until its content shows, timed in the
 * page: the first mutation after which an element matching `route.content` is visible. Waiting
 * with a locator instead adds Playwright's polling, which looks 0, 20, 70, 170, 270 and then every
 * 500 ms after the load event: a page whose content came 300 ms after `load` counted 770 ms.
 */
export async function contentInPage(page: Page, route: RouteCase, base: string): Promise<number> {
  const selector = route.content
  if (!selector) throw new Error(`${route.name} has no content selector in routes.ts`)
  // A return visit's first content may be the last screen (apps/web/early/last-screen.js), whose
  // test ids are renamed. No named functions inside: tsx would wrap them in a helper the page lacks.
  const shown = `${selector}, #last-screen :is(${selector.replaceAll('data-testid', 'data-saved-testid')})`
  await page.addInitScript(selector => {
    const observer = new MutationObserver(() => {
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) continue
        if (!element.checkVisibility({ visibilityProperty: true })) continue
        observer.disconnect()
        ;(window as unknown as { contentAt: number }).contentAt = performance.now()
        return
      }
    })
    observer.observe(document, { childList: true, subtree: true, attributes: true })
  }, shown)
  await page.goto(`${base}${route.path}`, { waitUntil: 'commit' })
  const givenUpAt = performance.now() + 30_000
  while (performance.now() < givenUpAt) {
    const at = await page.evaluate(() => (window as unknown as { contentAt?: number }).contentAt)
    if (at !== undefined) return at
    await new Promise(resolve => setTimeout(resolve, 50))
  }
  throw new Error(`no ${selector} 30 s after opening ${route.path}`)
}

/**
 * Runs `work` in a new browser context, closed after however `work` ends; with `setup`, its
 * route's setup (a signed-in wallet, say) runs in the context first, on a page of its own.
 */
export async function inNewContext<T>(
  browser: Browser,
  work: (context: BrowserContext) => Promise<T>,
  {
    options,
    setup,
  }: { options?: BrowserContextOptions; setup?: { route: RouteCase; base: string } } = {},
): Promise<T> {
  const context = await browser.newContext(options)
  try {
    if (setup?.route.setup) {
      const setupPage = await context.newPage()
      await setup.route.setup(setupPage, setup.base)
      await setupPage.close()
    }
    return await work(context)
  } finally {
    await context.close()
  }
}

/** `inNewContext` for work on one new page of the context. */
export const inNewPage = <T>(
  browser: Browser,
  work: (page: Page) => Promise<T>,
  options: Parameters<typeof inNewContext>[2] = {},
): Promise<T> => inNewContext(browser, async context => work(await context.newPage()), options)
