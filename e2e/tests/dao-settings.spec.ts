import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { createSoleMemberDao } from '../support/dao.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'
import { PASSWORD, unlockPrompt } from '../wallet-helpers.ts'

const { alice, bob } = DEMO_ACCOUNTS

test('a DAO that requires proposals: adding a collaborator says so and goes through a group proposal', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const name = `guild-${Date.now().toString(36)}`
  await createSoleMemberDao(
    stack,
    alice,
    { name, description: 'Decides by proposal', config: { requireCollaboratorProposal: true } },
    ['vault'],
  )

  await signInAt(page, `/${name}/vault/settings`, alice, 'alice')
  const collaborators = page.getByRole('region', { name: 'Collaborators' })
  await expect(collaborators.getByTestId('proposal-notice')).toContainText(
    `${name} requires a proposal`,
  )
  await collaborators.getByLabel('Add a collaborator').fill('bob')
  await collaborators.getByLabel('Permission').selectOption('WRITE')
  await collaborators.getByRole('button', { name: 'Propose' }).click()
  // alice holds all the weight: the proposal passes at once and runs.
  await expect(collaborators.getByRole('status')).toContainText('passed at once and was executed', {
    timeout: 30_000,
  })
  await page.reload()
  await expect(
    page.getByRole('region', { name: 'Collaborators' }).getByLabel(`Permission of ${bob.address}`),
  ).toHaveValue('WRITE', { timeout: 20_000 })
})

test('a DAO changes what needs a proposal through a proposal, and its repositories follow', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const name = `rules-${Date.now().toString(36)}`
  await createSoleMemberDao(stack, alice, { name, description: 'Decides directly' }, ['vault'])

  await signInAt(page, `/daos/${name}/dashboard`, alice, 'alice')
  const form = page.getByRole('form', { name: 'Propose what needs a proposal' })
  const collaborators = form.getByRole('checkbox', { name: 'Adding or removing a collaborator' })
  await expect(collaborators).not.toBeChecked()
  await expect(form.getByRole('button', { name: 'Propose' })).toBeDisabled()
  await collaborators.check()
  await form.getByRole('button', { name: 'Propose' }).click()
  // alice holds all the weight: the proposal passes at once and runs.
  await expect(page.getByText('Proposal submitted')).toBeVisible({ timeout: 30_000 })
  const stored = await fetch(`${stack.rest}/gitopia/gitopia/gitopia/dao/${name}`)
  const { dao } = (await stored.json()) as { dao: { config: Record<string, boolean> } }
  expect(dao.config).toMatchObject({ require_collaborator_proposal: true })

  await page.reload()
  await expect(
    page
      .getByRole('form', { name: 'Propose what needs a proposal' })
      .getByRole('checkbox', { name: 'Adding or removing a collaborator' }),
  ).toBeChecked({ timeout: 20_000 })
  await page.goto(`/${name}/vault/settings`)
  await expect(
    page.getByRole('region', { name: 'Collaborators' }).getByTestId('proposal-notice'),
  ).toContainText(`${name} requires a proposal`, { timeout: 20_000 })
})

test('a DAO pins a repository and renames itself, each through a proposal', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const name = `pins-${Date.now().toString(36)}`
  await createSoleMemberDao(stack, alice, { name, description: 'Shows its best work' }, [
    'vault',
    'tools',
  ])

  await signInAt(page, `/daos/${name}/dashboard`, alice, 'alice')
  const pin = page.getByRole('form', { name: 'Propose a pin' })
  await pin.getByLabel('Repository to pin').selectOption({ label: 'tools' })
  await pin.getByRole('button', { name: 'Propose pin' }).click()
  // alice holds all the weight: the proposal passes at once and runs.
  await expect(page.getByText('Proposal submitted')).toBeVisible({ timeout: 30_000 })
  await page.goto(`/${name}`)
  await expect(page.getByRole('list', { name: 'Pinned' })).toContainText('tools', {
    timeout: 20_000,
  })
  await expect(page.getByRole('list', { name: 'Pinned' })).not.toContainText('vault')

  await page.goto(`/daos/${name}/dashboard`)
  const profile = page.getByRole('form', { name: 'Propose a profile change' })
  // Two fields at once go to the vote as one MsgUpdateDaoMetadata.
  await expect(profile.getByLabel('Name')).toHaveValue(name)
  await profile.getByLabel('Name').fill(`${name}-renamed`)
  await profile.getByLabel('Location').fill('Lisbon')
  await profile.getByRole('button', { name: 'Propose change' }).click()
  // The page load locked the wallet: signing asks for the password again.
  await unlockPrompt(page).getByLabel('Password').fill(PASSWORD)
  await unlockPrompt(page).getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByText('Proposal submitted').first()).toBeVisible({ timeout: 30_000 })
  await page.goto(`/${name}-renamed`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${name}-renamed`, {
    timeout: 20_000,
  })
  await expect(page.getByText('Lisbon')).toBeVisible()
  const { dao } = await restJson<{ dao: { description: string } }>(
    stack.rest,
    `/gitopia/gitopia/gitopia/dao/${name}-renamed`,
  )
  // The fields left as they were are kept: the chain reads an empty one as "unchanged".
  expect(dao.description).toBe('Shows its best work')
})

test('a DAO pays from its own account, the one its name receives, through a proposal', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const name = `purse-${Date.now().toString(36)}`
  await createSoleMemberDao(stack, alice, { name, description: 'Pays its helpers' })
  const { dao } = await restJson<{ dao: { address: string } }>(
    stack.rest,
    `/gitopia/gitopia/gitopia/dao/${name}`,
  )
  await sendAs(stack, alice.mnemonic, [
    {
      type: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: alice.address,
        toAddress: dao.address,
        amount: [{ denom: 'ulore', amount: '10000000' }],
      },
    },
  ])
  const balance = async (address: string) =>
    (
      await restJson<{ balance: { amount: string } }>(
        stack.rest,
        `/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=ulore`,
      )
    ).balance.amount
  const bobBefore = BigInt(await balance(bob.address))

  await signInAt(page, `/daos/${name}/dashboard`, alice, 'alice')
  await expect(page.getByRole('region', { name: 'Treasury', exact: true })).toContainText('10 LORE')
  const payment = page.getByRole('form', { name: 'Propose a payment' })
  await payment.getByLabel('Pay to').fill('bob')
  await payment.getByLabel('Amount (LORE)').fill('11')
  await payment.getByRole('button', { name: 'Propose payment' }).click()
  await expect(payment.getByRole('alert')).toHaveText('The treasury holds only 10 LORE')
  await payment.getByLabel('Amount (LORE)').fill('4')
  await payment.getByRole('button', { name: 'Propose payment' }).click()
  // alice holds all the weight: the proposal passes at once and MsgDaoTreasurySpend runs.
  await expect(page.getByText('Proposal submitted')).toBeVisible({ timeout: 30_000 })
  await expect.poll(() => balance(dao.address), { timeout: 20_000 }).toBe('6000000')
  expect(BigInt(await balance(bob.address)) - bobBefore).toBe(4_000_000n)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Treasury', exact: true })).toContainText(
    '6 LORE',
    {
      timeout: 20_000,
    },
  )
})
