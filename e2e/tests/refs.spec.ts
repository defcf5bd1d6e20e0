import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'

const REPO = '/alice/hello-world'

test('branches and tags: listed, searched, deleted; the default branch cannot be', async ({
  page,
  stack,
}) => {
  const suffix = Date.now().toString(36)
  const branch = `tmp/e2e-${suffix}`
  const tag = `e2e-${suffix}`
  const master = (await (
    await fetch(`${stack.rest}/gitopia/gitopia/gitopia/alice/repository/hello-world/branch/master`)
  ).json()) as { Branch: { sha: string } }
  const repositoryId = { id: 'alice', name: 'hello-world' }
  await sendAs(stack, DEMO_ACCOUNTS.alice.mnemonic, [
    {
      type: 'MsgSetBranch',
      value: { repositoryId, branch: { name: branch, sha: master.Branch.sha } },
    },
    { type: 'MsgSetTag', value: { repositoryId, tag: { name: tag, sha: master.Branch.sha } } },
  ])

  await signInAt(page, `${REPO}/branches`, DEMO_ACCOUNTS.alice, 'alice')
  const branches = page.getByRole('list', { name: 'Branches list' })
  await expect(branches).toContainText('feature/login')
  await page.getByRole('searchbox', { name: 'Search branches' }).fill('e2e')
  await expect(branches.getByRole('listitem')).toHaveCount(1)
  await expect(branches).toContainText(branch)
  await page.getByRole('searchbox', { name: 'Search branches' }).fill('master')
  await expect(branches.getByRole('button', { name: 'Delete branch master' })).toHaveCount(0)
  await page.getByRole('searchbox', { name: 'Search branches' }).fill('e2e')
  await branches.getByRole('button', { name: `Delete branch ${branch}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete branch ${branch}?` })
  await confirm.getByRole('button', { name: 'Delete branch' }).click()
  await expect(branches.getByRole('listitem')).toHaveCount(0, { timeout: 20_000 })

  await page
    .getByRole('navigation', { name: 'Repository' })
    .getByRole('link', { name: 'Releases' })
    .click()
  await page.getByRole('link', { name: 'Tags', exact: true }).click()
  const tags = page.getByRole('list', { name: 'Tags list' })
  await expect(tags).toContainText('v1.0.0')
  await tags.getByRole('button', { name: `Delete tag ${tag}` }).click()
  await page
    .getByRole('dialog', { name: `Delete tag ${tag}?` })
    .getByRole('button', { name: 'Delete tag' })
    .click()
  await expect(tags.getByText(tag, { exact: true })).toHaveCount(0, { timeout: 20_000 })
  const gone = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/alice/repository/hello-world/tag/${tag}`,
  )
  expect(gone.status).not.toBe(200)
})
