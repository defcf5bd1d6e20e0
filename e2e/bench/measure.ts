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
