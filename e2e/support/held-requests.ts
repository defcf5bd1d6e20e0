import type { Page, Route } from '@playwright/test'

/**
 * Requests of `page` that `held` matches wait until `release` lets them all through (a very slow
 * node or provider, for a test to see the page before their answers); `held` counts those waiting.
 */
export async function holdRequests(page: Page, matches: (url: string) => boolean) {
  const waiting: Route[] = []
  let holding = true
  await page.route(
    url => matches(url.href),
    route => void (holding ? waiting.push(route) : route.continue()),
  )
  return {
    held: () => waiting.length,
    release: async () => {
      holding = false
      for (const route of waiting.splice(0)) await route.continue()
    },
  }
}
