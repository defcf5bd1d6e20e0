// Keeping a pull request up to date after it is opened: its author retitles and rewrites it (the
// only one the chain lets), the repository's owner links and unlinks the issues it resolves.
import { expect, test } from '../fixtures.ts'
import { openDevelopPullRequest, pushMasterAndDevelop } from '../support/git-push.ts'
import { signInAt, signOut } from '../support/ui.ts'
import { buildWorld, repositoryOf, userOf } from '../support/world.ts'

test('the author edits the title and description; the owner links an issue and unlinks it', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const world = await buildWorld(stack, {
    users: ['own', 'auth'],
    repository: {
      owner: 'own',
      issues: [
        {
          author: 'own',
          issues: [{ title: 'Greeting ignores the full name' }, { title: 'Document the build' }],
        },
      ],
    },
  })
  const owner = userOf(world, 'own')
  const author = userOf(world, 'auth')
  const repository = repositoryOf(world)
  await pushMasterAndDevelop(stack.rest, owner.mnemonic, repository.id)
  await openDevelopPullRequest(
    stack,
    author.mnemonic,
    { id: owner.username, name: repository.name },
    'Greet by name',
    { description: 'First words.', issueIids: [1] },
  )
  const path = `${repository.path}/pulls/1`
  const events = page.getByTestId('timeline-event')

  // The author: Edit title by the title, Edit description on the first post.
  await signInAt(page, path, author, 'author')
  const heading = page.getByRole('heading', { level: 2 }).first()
  await expect(heading).toContainText('Greet by name')
  await page.getByRole('button', { name: 'Edit title' }).click()
  const title = page.getByRole('textbox', { name: 'Title' })
  await title.fill('   ')
  await expect(page.getByText('The title cannot be empty')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
  await title.fill('Greet by full name')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(heading).toContainText('Greet by full name')
  await expect(
    events.filter({ hasText: 'changed the title Greet by name to Greet by full name' }),
  ).toHaveCount(1)
  const description = page.getByRole('article', { name: 'Description' })
  await description.getByRole('button', { name: 'Edit description' }).click()
  const master = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/${owner.username}/repository/${repository.name}/branch/master`,
  )
  const sha = ((await master.json()) as { Branch: { sha: string } }).Branch.sha
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill(`Uses the **full** name. Needs #2 and ${sha.slice(0, 7)}; @${owner.username}, see #9.`)
  await page.getByRole('button', { name: 'Update description' }).click()
  await expect(description.locator('strong')).toHaveText('full')
  // References link to what the chain and the provider confirm; #9 names nothing and stays text.
  await expect(description.getByRole('link', { name: '#2' })).toHaveAttribute(
    'title',
    'Issue #2 (open): Document the build',
  )
  await expect(description.getByRole('link', { name: sha.slice(0, 7) })).toHaveAttribute(
    'href',
    `${repository.path}/commit/${sha}`,
  )
  await expect(description.getByRole('link', { name: `@${owner.username}` })).toHaveAttribute(
    'href',
    `/${owner.username}`,
  )
  await expect(description.getByRole('link', { name: '#9' })).toHaveCount(0)
  await expect(description).toContainText('see #9.')
  await expect(events.filter({ hasText: 'edited the description' })).toHaveCount(1)

  // The owner may triage, not retitle: no Edit buttons, but the links are hers to change.
  await signOut(page)
  await signInAt(page, path, owner, 'owner')
  const linked = page.getByRole('region', { name: 'Linked issues' })
  await expect(linked).toContainText('#1')
  await expect(page.getByRole('button', { name: 'Edit title' })).toBeHidden()
  await expect(description.getByRole('button', { name: 'Edit description' })).toBeHidden()
  const link = linked.getByRole('form', { name: 'Link an issue' })
  await link.getByLabel('Issue number to link').fill('#1')
  await expect(link).toContainText('Issue #1 is already linked')
  await link.getByLabel('Issue number to link').fill('#2')
  await link.getByRole('button', { name: 'Link' }).click()
  await expect(linked).toContainText('Document the build')
  await expect(events.filter({ hasText: `${owner.username} linked issue #2` })).toHaveCount(1)
  await linked.getByRole('button', { name: 'Unlink issue #1' }).click()
  await expect(linked.getByRole('link', { name: /#1\b/ })).toHaveCount(0)
  await expect(events.filter({ hasText: `${owner.username} unlinked issue #1` })).toHaveCount(1)

  // The issue says so too, and its page links back.
  await page.goto(`${repository.path}/issues/2`)
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: 'linked pull request #1' }),
  ).toHaveCount(1)
})
