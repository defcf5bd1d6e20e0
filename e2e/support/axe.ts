import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type * as Axe from 'axe-core'

/** The WCAG 2.1 A and AA rules. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** What to check: the WCAG rules (tags) and where; the default is WCAG 2.1 A and AA, everywhere. */
export interface AxeScope {
  readonly tags?: readonly string[]
  /** A CSS selector: only the elements it matches and what they hold. */
  readonly include?: string
}

/**
 * axe-core's violations in the page as it is now (the WCAG 2.1 A and AA rules unless `scope` says
 * others), one line per rule with its first two elements. axe is put into each document once and
 * run in place: the `@axe-core/playwright` builder sends its 1.5 MB source to the page twice per
 * run, which cost about as much as the run itself when a page is checked four times (light and
 * dark, two widths).
 */
export async function wcagViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE)
  return page.evaluate(
    async ({ include, options }: { include: string | null; options: Axe.RunOptions }) => {
      const { axe } = window as unknown as { axe: typeof Axe }
      const { violations } = await axe.run(include ?? document, options)
      return violations.map(
        violation =>
          `${violation.id} ×${violation.nodes.length}: ${violation.nodes
            .slice(0, 2)
            .map(node => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
            .join(' ; ')}`,
      )
    },
    {
      include: scope.include ?? null,
      options: {
        runOnly: { type: 'tag', values: [...(scope.tags ?? WCAG_21_AA)] },
        // Only violations carry their elements; the passes and incomplete lists are not read.
        resultTypes: ['violations'],
      } satisfies Axe.RunOptions,
    },
  )
}
