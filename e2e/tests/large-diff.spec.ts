// A commit with a 30,000-line file: the large file starts collapsed ("Load diff"), a file list
// jumps to any file, and each file folds on its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../fixtures.ts'
import { firstProvider, git, pushToken, repositoryIdOf } from '../support/git-push.ts'
import { buildWorld, repositoryOf, userOf } from '../support/world.ts'

const BIG_LINES = 30_000

test('a 30,000-line file is collapsed, the file list jumps, files fold one by one', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const world = await buildWorld(stack, { users: ['bigdiff'], repository: { owner: 'bigdiff' } })
  const owner = userOf(world, 'bigdiff')
  const repository = repositoryOf(world)
  const repositoryId = await repositoryIdOf(stack.rest, owner.username, repository.name)
  const work = await mkdtemp(join(tmpdir(), 'e2e-large-diff-'))
  let sha: string
  try {
    await git(work, ['init', '--quiet', '--initial-branch=master', 'src'])
    const dir = join(work, 'src')
    await writeFile(join(dir, 'README.md'), '# Big\n')
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'Start'])
    const big = Array.from({ length: BIG_LINES }, (_, i) => `generated line ${i + 1}`).join('\n')
    await writeFile(join(dir, 'big.txt'), `${big}\n`)
    await writeFile(join(dir, 'README.md'), '# Big\n\nNow with data.\n')
    await writeFile(join(dir, 'z-last.txt'), 'the last file\n')
    await git(dir, ['add', '.'])
    await git(dir, ['commit', '--quiet', '-m', 'Add generated data'])
    sha = (await git(dir, ['rev-parse', 'HEAD'])).stdout.trim()
    const token = await pushToken(owner.mnemonic, repositoryId)
    const provider = await firstProvider(stack.rest)
    await git(dir, ['push', '--quiet', `${provider}/${repositoryId}.git`, 'master'], { token })
  } finally {
    await rm(work, { recursive: true, force: true })
  }

  await page.goto(`${repository.path}/commit/${sha}`)
  const diff = page.getByTestId('diff-view')
  await expect(diff).toContainText('Large diff not shown: 30,000 lines changed.', {
    timeout: 30_000,
  })
  await expect(diff).toContainText('Now with data.')
  await expect(diff).toContainText('the last file')
  await expect(diff).not.toContainText('generated line 1')
  // Collapsed, the page stays a few screens tall instead of 600,000 px.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(5_000)

  // The file list jumps to a file.
  const files = page.getByRole('navigation', { name: 'Files changed' })
  await expect(files.getByRole('button')).toHaveCount(3)
  await files.getByRole('button', { name: /z-last\.txt/ }).click()
  await expect(diff.getByRole('link', { name: 'z-last.txt' })).toBeInViewport()

  // Each file folds and unfolds on its own.
  const collapse = diff.getByRole('button', { name: 'Collapse z-last.txt' })
  await expect(collapse).toHaveAttribute('aria-expanded', 'true')
  await collapse.click()
  await expect(diff).not.toContainText('the last file')
  await expect(diff).toContainText('Now with data.')
  await diff.getByRole('button', { name: 'Expand z-last.txt' }).click()
  await expect(diff).toContainText('the last file')

  // "Load diff" draws the large file.
  await diff.getByRole('button', { name: 'Load diff of big.txt' }).click()
  await expect(diff).toContainText('generated line 1')
  await expect(diff.getByRole('button', { name: 'Collapse big.txt' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
})
