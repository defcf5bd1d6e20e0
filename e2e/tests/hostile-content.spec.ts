import { expect, test } from '../fixtures.ts'
import { HOSTILE_PAYLOADS, LONG_TOKEN } from '../support/hostile-corpus.ts'
import { visit, watch } from '../support/hostile-page.ts'
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

test.beforeAll(async ({ stack }, testInfo) => {
  testInfo.setTimeout(120_000)
  world = await buildWorld(
    { rest: stack.rest, rpc: stack.rpc },
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
