import type { Page } from '@playwright/test'

/*
 * What a page showing hostile content must never do: open a dialog, violate the CSP,
 * link through javascript:/data:, or scroll sideways because of a long string.
 */

/** Records dialogs and CSP violations (set before any page script); the list fills as it goes. */
export async function watch(page: Page): Promise<string[]> {
  const problems: string[] = []
  page.on('dialog', dialog => {
    problems.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', message => {
    if (/Content Security Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`)
  })
  await page.exposeFunction('__reportViolation', (text: string) => problems.push(`csp: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', event => {
      const report = (window as unknown as { __reportViolation: (text: string) => void })
        .__reportViolation
      report(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return problems
}

/** Links through javascript:/data:, and whether the page scrolls sideways. */
export async function inspect(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    // Links a reader can follow or submit (the shell's own <link rel=icon href="data:,"> aside).
    for (const element of document.querySelectorAll('a, area, form, [formaction]')) {
      for (const name of ['href', 'action', 'formaction']) {
        const value = element.getAttribute(name)
        if (value && /^\s*(javascript|data|vbscript):/i.test(value))
          found.push(`${element.tagName} ${name}=${value.slice(0, 60)}`)
      }
    }
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) {
      // The culprits: the innermost elements past the page's right edge (clipped or scrolled
      // content aside: it does not widen the page).
      const sticksOut = (element: Element) =>
        element.getBoundingClientRect().right > root.clientWidth + 1
      const clipped = (element: Element) => {
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true
        return false
      }
      const culprits = [...document.querySelectorAll('body *')]
        .filter(
          element =>
            sticksOut(element) && ![...element.children].some(sticksOut) && !clipped(element),
        )
        .slice(0, 2)
        .map(element => `${element.tagName}.${String(element.className).slice(0, 80)}`)
      found.push(
        `overflow: ${root.scrollWidth}px wide in ${root.clientWidth}px at ${culprits.join(', ')}`,
      )
    }
    return found
  })
}

/** Opens `path`, waits for `ready` and the lazy parts, and returns what `inspect` finds there. */
export async function visit(
  page: Page,
  path: string,
  ready: () => Promise<void>,
): Promise<string[]> {
  await page.goto(path)
  await ready()
  // Lazy parts (markdown, images, highlighting) have their moment.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  return (await inspect(page)).map(problem => `${path}: ${problem}`)
}
