import type { Page } from '@playwright/test'

/**
 * How far the page scrolls sideways (0 when it does not), with the outermost elements that stick
 * out past the right edge and are not inside a box that scrolls or clips, to name the cause.
 */
export function sidewaysOverflow(page: Page): Promise<{ pixels: number; causes: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const pixels = root.scrollWidth - width
    if (pixels <= 0) return { pixels: 0, causes: [] }
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === root) return false
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    const sticking = [...document.querySelectorAll('body *')].filter(
      element => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
    )
    const outermost = sticking.filter(
      element => !sticking.some(other => other !== element && other.contains(element)),
    )
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').slice(0, 40)}`
    // The deepest of each outermost element's sticking-out descendants names the cause best.
    const causes = outermost.map(top => {
      let deepest: Element = top
      for (const element of sticking) if (top.contains(element)) deepest = element
      return describe(deepest)
    })
    return { pixels, causes: causes.slice(0, 4) }
  })
}

/**
 * Waits until no CSS transition runs: a theme switch fades the buttons' colours (150 ms), and axe
 * measuring contrast in between reads a colour of neither theme.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getAnimations().some(a => a instanceof CSSTransition))
}

/**
 * The CSS transitions running now (element and property, the first four): a theme switch that
 * fades the buttons' colours shows here, unless the page honours a wish for reduced motion.
 */
export function runningTransitions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(animation => animation instanceof CSSTransition)
      .slice(0, 4)
      .map(transition => {
        const target = transition.effect instanceof KeyframeEffect ? transition.effect.target : null
        const name = target ? `<${target.tagName.toLowerCase()} class="${target.className}">` : '?'
        return `${name} ${transition.transitionProperty}`
      }),
  )
}

/** Waits until the page has loaded its code and data (no request for half a second). */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.getByText('Loading…', { exact: true }).first().waitFor({ state: 'hidden' })
}
