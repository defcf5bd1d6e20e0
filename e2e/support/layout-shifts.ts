import { expect, type Page } from '@playwright/test'

/*
 * Layout shifts a test can assert on: what moved on the screen while a page loaded
 * (docs/performance.md, "Layout shifts on a phone").
 */

interface Shift {
  readonly value: number
  /** What moved: element, classes and its top before → after. */
  readonly moved: string
}

/** The page's layout shifts (Chrome's Layout Instability API) and their sum, as CLS counts them. */
export async function recordShifts(
  page: Page,
): Promise<() => Promise<{ sum: number; shifts: Shift[] }>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { shifts: Shift[] }).shifts = shifts
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[]
      }[])
        shifts.push({
          value: entry.value,
          moved: entry.sources
            .map(
              ({ node, previousRect, currentRect }) =>
                `${node?.nodeName}.${String(node?.className).slice(0, 40)} ${previousRect.y}→${currentRect.y}`,
            )
            .join(' | '),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)
    return { sum: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
  }
}

/** Expects the shifts so far to add up to less than `limit`, naming what moved if not. */
export async function expectStill(
  shifts: () => Promise<{ sum: number; shifts: Shift[] }>,
  limit: number,
) {
  const { sum, shifts: each } = await shifts()
  expect(sum, JSON.stringify(each, null, 1)).toBeLessThan(limit)
}
