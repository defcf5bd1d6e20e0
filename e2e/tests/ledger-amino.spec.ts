// A Ledger signs Amino JSON the chain rebuilds from its own codecs; the devnet checks each
// signature with its own renderer of those rules (docs/protocol.md#amino-json), so each of these
// lands only if the app wrote exactly what the chain would.
import { expect, test } from '../fixtures.ts'
import { createSoleMemberDao } from '../support/dao.ts'
import { openDevelopPullRequest, pushMasterAndDevelop } from '../support/git-push.ts'
import { connectLedger } from '../support/governance.ts'
import { restJson } from '../support/rest.ts'
import { buildOwnedRepository, buildUser } from '../support/world.ts'

const G = '/gitopia/gitopia/gitopia'

test('with a Ledger: an issue without a bounty (bountyAmount: [] in the sign doc) lands', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'led')
  await connectLedger(page, owner.mnemonic, `${repository.path}/issues/new`)
  await page.getByLabel('Title').fill('Signed on a device')
  await page.getByRole('button', { name: 'Submit new issue' }).click()
  await expect(page).toHaveURL(new RegExp(`${repository.path}/issues/1$`), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('Signed on a device')
})

test('with a Ledger: a new DAO (voting_period and members as the chain writes them) lands', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const led = await buildUser(stack, 'led')
  await connectLedger(page, led.mnemonic, '/daos/new')
  const dao = `ledger-${Date.now().toString(36)}`
  await page.getByLabel('Name', { exact: true }).fill(dao)
  await expect(page.getByTestId('dao-name-status')).toHaveText(`${dao} is available.`)
  await page.getByLabel('Voting period (hours)').fill('1')
  await page.getByRole('button', { name: 'Create DAO' }).click()
  await expect(page).toHaveURL(`/daos/${dao}/dashboard`, { timeout: 30_000 })
})

test('with a Ledger: a DAO proposal carrying a Gitopia Msg (bare in the sign doc) lands and runs', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const led = await buildUser(stack, 'led')
  const dao = `solo-${Date.now().toString(36)}`
  await createSoleMemberDao(stack, led, { name: dao, description: 'Before' })
  await connectLedger(page, led.mnemonic, `/daos/${dao}/dashboard`)
  const profile = page.getByRole('form', { name: 'Propose a profile change' })
  // Two fields: the device signs one MsgUpdateDaoMetadata inside the proposal (Amino JSON).
  await profile.getByLabel('Description').fill('Signed on a device')
  await profile.getByLabel('Location').fill('Lisbon')
  await profile.getByRole('button', { name: 'Propose change' }).click()
  await expect(page.getByTestId('proposal').first()).toContainText(
    'Change the description, location',
    { timeout: 30_000 },
  )
  // The only member holds all the weight: the proposal ran at once.
  const profileNow = async () => {
    const { dao: record } = await restJson<{ dao: { description: string; location: string } }>(
      stack.rest,
      `${G}/dao/${dao}`,
    )
    return `${record.description} · ${record.location}`
  }
  await expect.poll(profileNow, { timeout: 20_000 }).toBe('Signed on a device · Lisbon')
})

test('with a Ledger: a merge is started (base_commit_sha), then approved and recorded (MsgMergePullRequest)', async ({
  page,
  stack,
}) => {
  test.setTimeout(150_000)
  const { owner: led, repository } = await buildOwnedRepository(stack, 'led')
  await pushMasterAndDevelop(stack.rest, led.mnemonic, repository.id)
  const ref = { id: led.username, name: repository.name }
  await openDevelopPullRequest(stack, led.mnemonic, ref, 'Ship develop')
  await connectLedger(page, led.mnemonic, `${repository.path}/pulls/1`)
  const merge = page.getByRole('region', { name: 'Merge' })
  await expect(merge).toContainText('This branch has no conflicts with the base branch.', {
    timeout: 30_000,
  })
  await merge.getByRole('button', { name: 'Merge pull request' }).click()
  await expect(page.getByTestId('pull-state')).toHaveText('Merged', { timeout: 90_000 })
})
