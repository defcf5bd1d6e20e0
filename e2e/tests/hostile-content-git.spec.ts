import { expect, test } from '../fixtures.ts'
import {
  buildHostileGitWorld,
  hostileGitPages,
  type HostileGitWorld,
} from '../support/hostile-git-world.ts'
import { visit, watch } from '../support/hostile-page.ts'

/*
 * The hostile corpus where only git and the remaining profile fields put it (issue 14): branch and
 * tag names, file and directory names, file contents, commit messages (pushed with git), pull
 * request titles and bodies, every DAO field, a repository description and a long right-to-left
 * repository name, the longest mixed-case username the chain allows. Every page that shows them
 * must run no script, violate no CSP rule, link nowhere through javascript:/data: and keep its width.
 */

let world: HostileGitWorld

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000)
  world = await buildHostileGitWorld({
    rest: process.env.E2E_REST_URL ?? '',
    rpc: process.env.E2E_RPC_URL ?? '',
  })
})

test('hostile branch, tag and file names, git contents, pull requests and DAO fields render inert on every page', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1024, height: 800 })
  const problems = await watch(page)
  const main = () => page.getByRole('main')
  const seen = async () => {
    await expect(main()).toBeVisible({ timeout: 20_000 })
  }
  const text = (value: string) => async () => {
    await expect(
      main().getByText(value, { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible({ timeout: 30_000 })
  }
  const found: string[] = []
  for (const [path, shows] of hostileGitPages(world))
    found.push(...(await visit(page, path, shows === null ? seen : text(shows))))
  expect([...found, ...problems]).toEqual([])
})
