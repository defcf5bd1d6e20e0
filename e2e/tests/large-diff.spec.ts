// A commit with a 30,000-line file: the large file starts collapsed ("Load diff"), a file list
// jumps to any file, and each file folds on its own.
import { expect, test } from '../fixtures.ts'
import { pushCommits } from '../support/git-push.ts'
import { buildOwnedRepository } from '../support/world.ts'

const BIG_LINES = 30_000

test('a 30,000-line file is collapsed, the file list jumps, files fold one by one', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'bigdiff')
  const big = Array.from({ length: BIG_LINES }, (_, i) => `generated line ${i + 1}`).join('\n')
  const sha = await pushCommits(stack.rest, owner.mnemonic, repository.id, [
    { message: 'Start', files: { 'README.md': '# Big\n' } },
    {
      message: 'Add generated data',
      files: {
        'big.txt': `${big}\n`,
        'README.md': '# Big\n\nNow with data.\n',
        'z-last.txt': 'the last file\n',
      },
    },
  ])

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
