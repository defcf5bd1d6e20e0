import { expect, test } from '../fixtures.ts'
import { signInAt, signOut } from '../support/ui.ts'
import {
  buildOwnedRepository,
  buildUser,
  buildWorld,
  repositoryOf,
  userOf,
} from '../support/world.ts'

test('settings: the owner adds a WRITE collaborator, renames and describes; the collaborator works on issues but has no settings', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const world = await buildWorld(stack, {
    users: ['own', 'wrt'],
    repository: {
      owner: 'own',
      labels: [{ name: 'bug', color: '#d73a4a' }],
      issues: [{ author: 'own', issues: [{ title: 'Flaky login test' }] }],
    },
  })
  const owner = userOf(world, 'own')
  const writer = userOf(world, 'wrt')
  const repository = repositoryOf(world)

  await signInAt(page, `${repository.path}/settings`, owner, 'owner')
  const tabs = page.getByRole('navigation', { name: 'Repository' })
  await expect(tabs.getByRole('link', { name: 'Settings' })).toBeVisible()

  // A collaborator with WRITE.
  const collaborators = page.getByRole('region', { name: 'Collaborators' })
  await collaborators.getByLabel('Add a collaborator').fill(writer.username)
  await collaborators.getByLabel('Permission').selectOption('WRITE')
  await collaborators.getByRole('button', { name: 'Add collaborator' }).click()
  await expect(collaborators.getByText('Collaborators updated.')).toBeVisible({ timeout: 20_000 })
  await expect(collaborators.getByLabel(`Permission of ${writer.address}`)).toHaveValue('WRITE')

  // Description, then a new name: the page follows the repository to its new URL.
  const description = page.getByRole('form', { name: 'Description' })
  await description.getByLabel('Description').fill('Login flows, tested')
  await description.getByRole('button', { name: 'Save description' }).click()
  await expect(description.getByText('Description saved.')).toBeVisible({ timeout: 20_000 })
  const renamed = `${repository.name}-renamed`
  const rename = page.getByRole('form', { name: 'Rename' })
  await rename.getByLabel('Repository name').fill(renamed)
  await rename.getByRole('button', { name: 'Rename' }).click()
  const newPath = `/${owner.username}/${renamed}`
  await expect(page).toHaveURL(`${newPath}/settings`, { timeout: 20_000 })
  await expect(page.getByTestId('repository-description')).toHaveText('Login flows, tested')

  // The WRITE collaborator: no Settings tab, the page says why; issues work.
  await signOut(page)
  await signInAt(page, `${newPath}/issues/1`, writer, 'writer')
  await expect(tabs.getByRole('link', { name: 'Issues' })).toBeVisible()
  await expect(tabs.getByRole('link', { name: 'Settings' })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Comment' }).fill('I can reproduce it.')
  await page.getByRole('button', { name: 'Comment', exact: true }).click()
  await expect(page.getByText('I can reproduce it.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('button', { name: 'Edit labels and assignees' })).toBeVisible()
  await page.goto(`${newPath}/settings`)
  await expect(page.getByTestId('no-access')).toHaveText(
    'You need ADMIN access to this repository to change its settings.',
  )
  await expect(page.getByRole('form', { name: 'Rename' })).toHaveCount(0)
})

test('deleting a repository with stored data goes through the provider’s delete proposal', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const user = await buildUser(stack, 'del')
  // A fork of the demo repository: it has a packfile on the storage provider.
  await signInAt(page, '/alice/hello-world', user, 'del')
  await page.getByRole('button', { name: 'Fork' }).click()
  const fork = page.getByRole('dialog', { name: 'Fork alice/hello-world' })
  await expect(fork.getByTestId('fork-name-status')).not.toHaveText(/Checking|required/)
  await fork.getByRole('button', { name: 'Create fork' }).click()
  const path = `/${user.username}/hello-world`
  await expect(page).toHaveURL(path, { timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'README' })).toBeVisible({ timeout: 20_000 })

  await page
    .getByRole('navigation', { name: 'Repository' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await page.getByRole('button', { name: 'Delete this repository' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this repository?' })
  const confirm = dialog.getByRole('button', { name: 'Delete this repository' })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(/Type .* to confirm/).fill('hello-world')
  await confirm.click()
  await expect(page).toHaveURL(`/${user.username}`, { timeout: 60_000 })
  const stored = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/user/${user.username}/repository/hello-world`,
  )
  expect(stored.status).not.toBe(200)
  await page.goto(path)
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
})

test('archiving makes a repository read-only until the owner unarchives it', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'arc', { issues: ['Old bug'] })
  const full = `${owner.username}/${repository.name}`

  await signInAt(page, `${repository.path}/settings`, owner, 'arc')
  await page.getByRole('button', { name: 'Archive this repository' }).click()
  await page
    .getByRole('dialog', { name: `Archive ${full}?` })
    .getByRole('button', { name: 'Archive', exact: true })
    .click()
  const banner = page.getByText('This repository has been archived by the owner.')
  await expect(banner).toHaveText(
    'This repository has been archived by the owner. It is now read-only.',
    { timeout: 20_000 },
  )
  // The chain refuses every other change: the settings offer only un-archiving.
  await expect(page.getByRole('form', { name: 'Rename' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete this repository' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Unarchive', exact: true })).toBeVisible()

  const tabs = page.getByRole('navigation', { name: 'Repository' })
  await tabs.getByRole('link', { name: 'Issues' }).click()
  await expect(page.getByRole('link', { name: 'Old bug' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'New issue' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Old bug' }).click()
  await expect(page.getByRole('heading', { name: 'Old bug' })).toBeVisible()
  await expect(banner).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)

  await tabs.getByRole('link', { name: 'Settings' }).click()
  await page.getByRole('button', { name: 'Unarchive', exact: true }).click()
  await page
    .getByRole('dialog', { name: `Unarchive ${full}?` })
    .getByRole('button', { name: 'Unarchive', exact: true })
    .click()
  await expect(banner).toHaveCount(0, { timeout: 20_000 })
  await expect(page.getByRole('form', { name: 'Rename' })).toBeVisible()
  await tabs.getByRole('link', { name: 'Issues' }).click()
  await expect(page.getByRole('link', { name: 'New issue' })).toBeVisible()
})
