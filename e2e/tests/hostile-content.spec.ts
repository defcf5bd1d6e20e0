import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { HOSTILE_PAYLOADS, LONG_TOKEN } from '../support/hostile-corpus.ts'
import { buildWorld, repositoryOf, type BuiltWorld } from '../support/world.ts'

/*
 * A corpus of injection payloads placed by signed txs into the fields users control (issue titles
 * and bodies, comments, label names here; the demo world's mallory adds name, bio, avatar URL, a
 * DAO, a repository description, a README, an SVG file, a commit message and release notes).
 * Every page that shows them must run no script, violate no CSP rule, link nowhere through
 * javascript: or data:, and keep its width.
 */

const LABELS = HOSTILE_PAYLOADS.filter(payload => payload.length <= 63)
  .slice(0, 8)
  .map((name, index) => ({
    name,
    color: `#${(index * 0x1f2e3d).toString(16).padStart(6, '0').slice(-6)}`,
  }))

let world: BuiltWorld

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  world = await buildWorld(
    { rest: process.env.E2E_REST_URL ?? '', rpc: process.env.E2E_RPC_URL ?? '' },
    {
      users: ['hostile', 'troll'],
      repository: {
        owner: 'hostile',
        labels: LABELS,
        issues: [
          {
            author: 'hostile',
            issues: [
              {
                title: HOSTILE_PAYLOADS[0] ?? '',
                description: [...HOSTILE_PAYLOADS, LONG_TOKEN].join('\n\n'),
                labelIds: LABELS.map((_, index) => String(index + 1)),
              },
              ...HOSTILE_PAYLOADS.slice(1).map(title => ({ title: title.slice(0, 255) })),
            ],
          },
        ],
        comments: [{ author: 'troll', iid: 1, bodies: [...HOSTILE_PAYLOADS, LONG_TOKEN] }],
      },
    },
  )
})

/** Records what a page must never do: dialogs and CSP violations (set before any page script). */
async function watch(page: Page): Promise<string[]> {
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
async function inspect(page: Page): Promise<string[]> {
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
      // The outermost element that sticks out names the culprit.
      const wide = [...document.querySelectorAll('body *')]
        .filter(element => element.scrollWidth > root.clientWidth + 1)
        .pop()
      const culprit = wide ? `${wide.tagName}.${String(wide.className).slice(0, 80)}` : ''
      found.push(`overflow: ${root.scrollWidth}px wide in ${root.clientWidth}px at ${culprit}`)
    }
    return found
  })
}

async function visit(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  await page.goto(path)
  await ready()
  // Lazy parts (markdown, images, highlighting) have their moment.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  return (await inspect(page)).map(problem => `${path}: ${problem}`)
}

test('a corpus of injection payloads in every user field renders inert on every page', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1024, height: 800 })
  const problems = await watch(page)
  const repo = repositoryOf(world).path
  const main = () => page.getByRole('main')
  const seen = async () => {
    await expect(main()).toBeVisible({ timeout: 20_000 })
  }
  const text = (value: string) => async () => {
    await expect(
      main().getByText(value, { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible({
      timeout: 20_000,
    })
  }
  const pages: [string, () => Promise<void>][] = [
    [`${repo}/issues`, text('alert(33)')],
    [`${repo}/issues/1`, text('corpus-1')],
    [`${repo}/issues?state=open&page=2`, seen],
    [repo, seen],
    [`${repo}/settings`, seen],
    ['/mallory', text('Mallory')],
    ['/hostile-dao', seen],
    ['/daos/hostile-dao/dashboard', seen],
    ['/mallory/hostile-readme', seen],
    ['/mallory/hostile-readme/blob/master/README.md', seen],
    ['/mallory/hostile-readme/blob/master/payload.svg', seen],
    ['/mallory/hostile-readme/commits/master', seen],
    ['/alice/hello-world/issues/3', seen],
    ['/alice/hello-world/issues', seen],
    ['/alice/hello-world/releases', seen],
    ['/alice/hello-world/pulls', seen],
    ['/explore?q=mallory', seen],
  ]
  const found: string[] = []
  for (const [path, ready] of pages) found.push(...(await visit(page, path, ready)))
  expect([...found, ...problems]).toEqual([])
})
