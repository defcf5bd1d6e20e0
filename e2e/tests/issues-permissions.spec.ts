import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'
import { buildWorld, repositoryOf, userOf } from '../support/world.ts'

const LABELS = [
  { name: 'bug', color: '#d73a4a' },
  { name: 'triaged', color: '#0e8a16' },
]

test('a WRITE collaborator comments and labels; an outsider only comments', async ({
  page,
  stack,
}) => {
  const world = await buildWorld(stack, {
    users: ['own', 'wrt', 'out'],
    repository: {
      owner: 'own',
      labels: LABELS,
      collaborators: [{ user: 'wrt', role: 'WRITE' }],
      issues: [{ author: 'own', issues: [{ title: 'Flaky login test' }] }],
    },
  })
  const writer = userOf(world, 'wrt')
  const outsider = userOf(world, 'out')
  const repository = repositoryOf(world)

  await signInAt(page, `${repository.path}/issues/1`, outsider, 'outsider')
  // An outsider may comment (the chain allows any user) but not triage or edit.
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit labels and assignees' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Edit title' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Close issue' })).toBeHidden()
  await page.goto(`${repository.path}/issues/labels`)
  await expect(page.getByTestId('label-row')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'New label' })).toBeHidden()

  // The WRITE collaborator: comment, label the issue, manage labels.
  await page.evaluate(() => localStorage.clear())
  await signInAt(page, `${repository.path}/issues/1`, writer, 'writer')
  await page.getByRole('textbox', { name: 'Comment' }).fill('Seen it twice this week.')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(page.getByTestId('timeline-comment')).toContainText('Seen it twice this week.')
  const details = page.getByRole('complementary', { name: 'Issue details' })
  await details.getByRole('button', { name: 'Edit labels and assignees' }).click()
  await details.getByRole('checkbox', { name: 'bug', exact: true }).check()
  await details.getByRole('checkbox', { name: 'triaged', exact: true }).check()
  await details.getByRole('button', { name: 'Apply 2 changes' }).click()
  await expect(
    page
      .getByTestId('timeline-event')
      .filter({ hasText: `${writer.username} added the bug and triaged labels` }),
  ).toHaveCount(1)

  // In-app navigation keeps the wallet unlocked (a reload locks it again).
  await page.getByRole('link', { name: '← All issues' }).click()
  await page.getByRole('link', { name: 'Manage labels' }).click()
  await page.getByRole('button', { name: 'New label' }).click()
  const form = page.getByRole('form', { name: 'Create label' })
  await form.getByLabel('Label name').fill('BUG')
  await form.getByRole('button', { name: 'Create label' }).click()
  await expect(form.getByRole('alert')).toHaveText('A label named “bug” already exists')
  await form.getByLabel('Label name').fill('needs repro')
  await form.getByLabel('Colour', { exact: true }).fill('#fbca04')
  await form.getByRole('button', { name: 'Create label' }).click()
  const rows = page.getByTestId('label-row')
  await expect(rows).toHaveCount(3)
  const created = rows.filter({ hasText: 'needs repro' })
  await created.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('form', { name: 'Save changes' })
  await edit.getByLabel('Label name').fill('needs reproduction')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(rows.filter({ hasText: 'needs reproduction' })).toHaveCount(1)
  await rows
    .filter({ hasText: 'needs reproduction' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await page
    .getByRole('dialog', { name: 'Delete label' })
    .getByRole('button', { name: 'Delete label' })
    .click()
  await expect(rows).toHaveCount(2)
})
