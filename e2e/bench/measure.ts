// What the benchmarks measure a page load with.
import type { Page } from '@playwright/test'
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
