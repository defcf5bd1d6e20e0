// Repository upkeep: the force-push setting of a branch, which the storage provider enforces, and
// deleting a bounty after a confirmation.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '../fixtures.ts'
import { firstProvider, git, pushMasterAndDevelop, pushToken } from '../support/git-push.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'
import { PASSWORD, unlockPrompt } from '../wallet-helpers.ts'
import { buildOwnedRepository } from '../support/world.ts'

test('with force push off for master, a rewriting push is refused with the provider’s reason; on again, it lands', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'own')
  await pushMasterAndDevelop(stack.rest, owner.mnemonic, repository.id)

  await signInAt(page, `${repository.path}/settings`, owner, 'owner')
  const form = page.getByRole('form', { name: 'Force push' })
  const state = form.getByTestId('force-push-state')
  await form.getByLabel('Branch', { exact: true }).selectOption('master')
  await expect(state).toContainText('Force pushes to master are allowed')
  await form.getByRole('button', { name: 'Refuse force pushes' }).click()
  await expect(state).toContainText('Force pushes to master are refused')

  const work = await mkdtemp(join(tmpdir(), 'e2e-force-'))
  try {
    const url = `${await firstProvider(stack.rest)}/${repository.id}.git`
    const token = await pushToken(owner.mnemonic, repository.id)
    await git(work, ['clone', '--quiet', url, 'clone'])
    const dir = join(work, 'clone')
    await writeFile(join(dir, 'README.md'), '# App, rewritten\n')
    await git(dir, ['commit', '--quiet', '--all', '--amend', '-m', 'Rewrite the start'])
    const refused = git(dir, ['push', '--force', 'origin', 'master'], { token })
    await expect(refused).rejects.toThrow(/remote: non fast-forward pushes are not allowed/)
    await expect(refused).rejects.toThrow(/\[remote rejected\] master -> master/)

    await form.getByRole('button', { name: 'Allow force pushes' }).click()
    await expect(state).toContainText('Force pushes to master are allowed')
    await git(dir, ['push', '--quiet', '--force', 'origin', 'master'], { token })
    const { stdout } = await git(dir, ['ls-remote', 'origin', 'refs/heads/master'])
    const { stdout: head } = await git(dir, ['rev-parse', 'HEAD'])
    expect(stdout.split('\t')[0]).toBe(head.trim())
  } finally {
    await rm(work, { recursive: true, force: true })
  }
})

test('the admin turns Arweave backups on in settings; the Storage tab says so and lists the next push’s Arweave backup', async ({
  page,
  stack,
}) => {
  const { owner, repository } = await buildOwnedRepository(stack, 'own')

  await signInAt(page, `${repository.path}/settings`, owner, 'owner')
  const form = page.getByRole('form', { name: 'Arweave backup' })
  const state = form.getByTestId('arweave-backup-state')
  await expect(state).toContainText('Arweave backups are off')
  // The chain takes the setting only for a verified owner, and no transaction verifies one.
  await expect(form.getByTestId('arweave-unverified')).toContainText('this owner is not verified')
  await expect(form.getByRole('button', { name: 'Back up to Arweave' })).toBeDisabled()
  const verified = await fetch(`${stack.rest}/_devnet/verify`, {
    method: 'POST',
    body: JSON.stringify({ address: owner.address }),
  })
  expect(verified.status).toBe(200)
  await page.reload()
  await expect(form.getByRole('button', { name: 'Back up to Arweave' })).toBeEnabled()
  await expect(form.getByTestId('arweave-unverified')).toHaveCount(0)
  await form.getByRole('button', { name: 'Back up to Arweave' }).click()
  // The reload locked the wallet: signing asks for the password again.
  await unlockPrompt(page).getByLabel('Password').fill(PASSWORD)
  await unlockPrompt(page).getByRole('button', { name: 'Unlock' }).click()
  await expect(state).toContainText('Arweave backups are on')
  const stored = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/user/${owner.username}/repository/${repository.name}`,
  )
  const body = (await stored.json()) as { Repository: { enableArweaveBackup: boolean } }
  expect(body.Repository.enableArweaveBackup).toBe(true)

  await page.goto(`${repository.path}/storage`)
  await expect(page.getByText('Arweave backup is on.')).toBeVisible()
  await expect(page.getByText('No backup is recorded yet.')).toBeVisible()

  // The next push is backed up: the backup service records the Arweave id on the repository.
  await pushMasterAndDevelop(stack.rest, owner.mnemonic, repository.id)
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('list', { name: 'Backups' })).toContainText(
      /Arweave\s*[A-Za-z0-9_-]{43}/,
      { timeout: 2_000 },
    )
  }).toPass({ timeout: 20_000 })
})

test('the creator deletes a bounty after confirming: it leaves the issue and the funds come back', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'own', { issues: ['Paid work'] })
  await sendAs(stack, owner.mnemonic, [
    {
      type: 'MsgCreateBounty',
      value: {
        amount: [{ denom: 'ulore', amount: '3000000' }],
        expiry: Math.floor(Date.now() / 1000) + 7 * 86_400,
        repositoryId: Number(repository.id),
        parentIid: 1,
        parent: 0,
      },
    },
  ])
  await signInAt(page, `${repository.path}/issues/1`, owner, 'owner')
  const bounties = page.getByRole('region', { name: 'Bounties' })
  await expect(bounties.getByTestId('bounty')).toContainText('3 LORE')
  await bounties.getByRole('button', { name: 'Delete bounty' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete bounty' })
  await expect(dialog).toContainText('its funds go back to you')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(bounties.getByTestId('bounty')).toHaveCount(1)
  await bounties.getByRole('button', { name: 'Delete bounty' }).click()
  await dialog.getByRole('button', { name: 'Delete bounty' }).click()
  await expect(bounties).toContainText('No bounty')
  await expect(
    page.getByTestId('timeline-event').filter({ hasText: 'deleted bounty' }),
  ).toHaveCount(1)
})
