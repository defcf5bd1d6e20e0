import { DEMO_ACCOUNTS, DEMO_DAOS } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'
import { E2E_PASSWORD } from '../support/wallet.ts'

const alice = DEMO_ACCOUNTS.alice
const dao = DEMO_DAOS.devnet

/** Creates a repository as alice in a second tab, as a user with two tabs open would. */
async function createInAnotherTab(page: Page, name: string) {
  const other = await page.context().newPage()
  await other.goto('/new')
  await other.getByLabel('Repository name').fill(name)
  await expect(other.getByTestId('name-status')).toHaveText(`${name} is available.`)
  await other.getByRole('button', { name: 'Create repository' }).click()
  // A new tab starts with the wallet locked: the transaction asks for the password.
  const prompt = other.getByRole('dialog', { name: 'Unlock wallet' })
  await prompt.getByLabel('Password').fill(E2E_PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(other).toHaveURL(`/alice/${name}`, { timeout: 20_000 })
  await other.close()
}

test('create a repository: name sanitized and checked, a failed tx keeps the form, then it opens', async ({
  page,
  stack,
}) => {
  await signInAt(page, '/home', alice, 'alice')
  await page.getByRole('link', { name: 'New', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Create a new repository' })).toBeVisible()

  const name = page.getByLabel('Repository name')
  await name.fill('hello world')
  await expect(page.getByText('Your new repository will be created as hello-world.')).toBeVisible()
  await expect(page.getByTestId('name-status')).toHaveText(
    'The repository hello-world already exists on this account.',
  )
  await expect(page.getByRole('button', { name: 'Create repository' })).toBeDisabled()

  // Free when typed; taken on chain just before the click: the chain refuses, the form stays.
  const raced = `raced-${Date.now()}`
  await name.fill(raced)
  await page.getByLabel(/Description/).fill('kept after a failure')
  await expect(page.getByTestId('name-status')).toHaveText(`${raced} is available.`)
  await createInAnotherTab(page, raced)
  await page.getByRole('button', { name: 'Create repository' }).click()
  await expect(page.getByTestId('raw-log')).toContainText('already exists')
  await expect(name).toHaveValue(raced)
  await expect(page.getByLabel(/Description/)).toHaveValue('kept after a failure')
  await expect(page.getByTestId('name-status')).toHaveText(
    `The repository ${raced} already exists on this account.`,
  )

  // For the DAO this time.
  const fresh = `My New Repo! ${Date.now()}`
  const sanitized = fresh.replace(/[^\w.-]/g, '-')
  await page.getByLabel('Owner').selectOption({ label: dao.name })
  await name.fill(fresh)
  await expect(page.getByTestId('name-status')).toHaveText(`${sanitized} is available.`)
  await page.getByRole('button', { name: 'Create repository' }).click()
  await expect(page).toHaveURL(`/${dao.name}/${sanitized}`, { timeout: 20_000 })

  const response = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/user/${dao.name}/repository/${sanitized}`,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { Repository: { owner: { type: string } } }
  expect(body.Repository.owner.type).toBe('DAO')

  // Both new repositories head alice's feed, the newest first, by name.
  await page.goto('/home')
  const feed = page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem')
  await expect(feed.nth(0)).toContainText(`alice created repository ${dao.name}/${sanitized}`)
  await expect(feed.nth(1)).toContainText(`alice created repository alice/${raced}`)
})
