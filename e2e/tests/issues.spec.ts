import { expect, test } from '../fixtures.ts'
import { advanceChainClock } from '../support/clock.ts'
import { countBroadcasts, signInAt } from '../support/ui.ts'
import { buildOwnedRepository, buildWorld, repositoryOf, userOf } from '../support/world.ts'

const LABELS = [
  { name: 'bug', color: '#d73a4a' },
  { name: 'docs', color: '#0075ca' },
  { name: 'ui', color: '#7057ff' },
]

test('an issue from creation to reopening: labels, assignee, comments, one-tx triage, close with a comment', async ({
  page,
  stack,
}) => {
  const world = await buildWorld(stack, {
    users: ['own', 'hlp'],
    repository: { owner: 'own', labels: LABELS, collaborators: [{ user: 'hlp', role: 'TRIAGE' }] },
  })
  const owner = userOf(world, 'own')
  const helper = userOf(world, 'hlp')
  const repository = repositoryOf(world)
  const broadcasts = countBroadcasts(page)

  await signInAt(page, `${repository.path}/issues`, owner)
  await expect(page.getByText('There are no open issues.')).toBeVisible()
  // The Issues tab counts the open ones, and follows each opening, closing and reopening.
  const issuesTab = (count: number) =>
    page
      .getByRole('navigation', { name: 'Repository' })
      .getByRole('link', { name: `Issues ${count}` })
  await expect(issuesTab(0)).toBeVisible()
  await page.getByRole('link', { name: 'New issue' }).click()

  // New issue: title, Markdown with preview, labels, an assignee.
  await page.getByRole('button', { name: 'Submit new issue' }).click()
  await expect(page.getByRole('alert').first()).toHaveText('The title needs at least 3 characters')
  await page.getByLabel('Title').fill('Crash when the name is empty')
  await page.getByRole('textbox', { name: 'Description' }).fill('Steps:\n\n- open\n- **crash**')
  await page.getByRole('tab', { name: 'Preview' }).click()
  await expect(page.getByTestId('markdown-preview').locator('strong')).toHaveText('crash')
  await page.getByRole('tab', { name: 'Write' }).click()
  await page.getByRole('checkbox', { name: 'bug', exact: true }).check()
  await page.getByRole('checkbox', { name: 'docs', exact: true }).check()
  await page.getByRole('checkbox', { name: `Assign ${helper.username}`, exact: true }).check()
  await page.getByRole('button', { name: 'Submit new issue' }).click()

  await expect(page).toHaveURL(new RegExp(`${repository.path}/issues/1$`))
  await expect(issuesTab(1)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
    'Crash when the name is empty',
  )
  const details = page.getByRole('complementary', { name: 'Issue details' })
  await expect(details.getByRole('region', { name: 'Labels' })).toContainText('bug')
  await expect(details.getByRole('region', { name: 'Labels' })).toContainText('docs')
  await expect(details.getByRole('region', { name: 'Assignees' })).toContainText(helper.username)
  await expect(page.getByRole('article', { name: 'Description' }).locator('strong')).toHaveText(
    'crash',
  )

  // Comment, naming a collaborator through the @ suggestions, then edit it.
  const box = page.getByRole('textbox', { name: 'Comment' })
  await box.fill('I can reproduce this. cc ')
  await box.pressSequentially(`@${helper.username.slice(0, 2)}`)
  const people = page.getByRole('listbox', { name: 'People to mention' })
  await expect(people.getByRole('option').first()).toHaveText(`@${helper.username}`)
  await box.press('Enter')
  await expect(people).toBeHidden()
  await expect(box).toHaveValue(`I can reproduce this. cc @${helper.username} `)
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  const comment = page.getByTestId('timeline-comment').first()
  await expect(comment).toContainText('I can reproduce this.')
  await expect(comment.getByRole('link', { name: `@${helper.username}` })).toHaveAttribute(
    'href',
    `/${helper.username}`,
  )
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  // The chain stamps comments in whole seconds of block time: an edit in the same second as the
  // post is not "edited" on chain either, so the edit lands at least a second later.
  await advanceChainClock(stack, 1)
  await comment.getByRole('button', { name: 'Edit' }).click()
  await comment
    .getByRole('textbox', { name: 'Edit comment' })
    .fill('I can reproduce this on master.')
  await comment.getByRole('button', { name: 'Update comment' }).click()
  await expect(comment).toContainText('I can reproduce this on master.')
  await expect(comment).toContainText('edited')

  // Labels and assignees change together, in ONE transaction.
  await details.getByRole('button', { name: 'Edit labels and assignees' }).click()
  await details.getByRole('checkbox', { name: 'docs', exact: true }).uncheck()
  await details.getByRole('checkbox', { name: 'ui', exact: true }).check()
  await details.getByRole('checkbox', { name: `Assign ${helper.username}`, exact: true }).uncheck()
  await details.getByRole('checkbox', { name: `Assign ${owner.username}`, exact: true }).check()
  const before = broadcasts.count()
  await details.getByRole('button', { name: 'Apply 4 changes' }).click()
  const events = page.getByTestId('timeline-event')
  await expect(events.filter({ hasText: 'removed the docs label' })).toHaveCount(1)
  await expect(events.filter({ hasText: 'added the ui label' })).toHaveCount(1)
  await expect(
    events.filter({ hasText: `${owner.username} unassigned ${helper.username}` }),
  ).toHaveCount(1)
  await expect(
    events.filter({ hasText: `${owner.username} assigned ${owner.username}` }),
  ).toHaveCount(1)
  expect(broadcasts.count() - before).toBe(1)
  await expect(details.getByRole('region', { name: 'Labels' })).not.toContainText('docs')

  // Title and description edits are events too.
  await page.getByRole('button', { name: 'Edit title' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Crash on an empty name')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(
    'Crash on an empty name',
  )
  await expect(
    events.filter({
      hasText: 'changed the title Crash when the name is empty to Crash on an empty name',
    }),
  ).toHaveCount(1)
  await page.getByRole('button', { name: 'Edit description' }).click()
  await page.getByRole('textbox', { name: 'Description' }).fill('Happens on every start.')
  await page.getByRole('button', { name: 'Update description' }).click()
  await expect(page.getByRole('article', { name: 'Description' })).toContainText(
    'Happens on every start.',
  )
  await expect(events.filter({ hasText: 'edited the description' })).toHaveCount(1)

  // Close with a comment, then reopen.
  await page.getByRole('textbox', { name: 'Comment' }).fill('Fixed by the last release.')
  await page.getByRole('button', { name: 'Close with comment' }).click()
  await expect(page.getByTestId('issue-state')).toHaveText('Closed')
  await expect(page.getByTestId('timeline-comment').last()).toContainText(
    'Fixed by the last release.',
  )
  await expect(events.filter({ hasText: 'closed this issue' })).toHaveCount(1)
  await expect(issuesTab(0)).toBeVisible()
  await page.getByRole('button', { name: 'Reopen issue' }).click()
  await expect(page.getByTestId('issue-state')).toHaveText('Open')
  await expect(events.filter({ hasText: 'reopened this issue' })).toHaveCount(1)
  await expect(issuesTab(1)).toBeVisible()

  // Delete the first comment.
  await comment.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete comment' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText('I can reproduce this on master.')).toBeHidden()

  // The list shows it with its labels; filters live in the URL.
  await page.getByRole('link', { name: '← All issues' }).click()
  const rows = page.getByTestId('issue-row')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Crash on an empty name')
  await expect(rows.first()).toContainText('ui')
})

test('a chain refusal keeps the typed text and shows the raw log', async ({ page, stack }) => {
  const { owner, repository } = await buildOwnedRepository(stack, 'ref', { labels: LABELS })
  await signInAt(page, `${repository.path}/issues/new`, owner)
  await page.getByLabel('Title').fill('A bounty that cannot be paid')
  await page.getByRole('textbox', { name: 'Description' }).fill('Keep this text')
  await page.getByRole('checkbox', { name: 'Add a bounty', exact: true }).check()
  // More than the 10 LORE the faucet gave.
  await page.getByLabel('Bounty amount (LORE)').fill('5000')
  await page.getByRole('button', { name: 'Submit new issue' }).click()
  const alert = page
    .getByRole('alert')
    .filter({ hasText: /insufficient funds/i })
    .first()
  await expect(alert).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Keep this text')
  await expect(page.getByLabel('Title')).toHaveValue('A bounty that cannot be paid')
  await expect(page).toHaveURL(/\/issues\/new$/)
})
