// The review sheet on DAO votes: new voting rules show their figures, and a vote that executes the
// proposal if it passes lists what the proposal runs, read from the chain.
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, reviewSheet, test } from '../fixtures.ts'
import { createDaoMsg, daoAccountsOf } from '../support/dao.ts'
import { restJson } from '../support/rest.ts'
import { sendAs } from '../support/send.ts'
import { signInAt, signOut } from '../support/ui.ts'

const { alice, bob, carol } = DEMO_ACCOUNTS
const RULES =
  "a proposal passes when 60% of the members' weight votes yes; voting period 2 hours; minimum execution period 0 seconds"

test('new voting rules are reviewed with their figures; a vote that executes lists what will run', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  await page.removeLocatorHandler(reviewSheet(page))
  const name = `judges-${Date.now().toString(36)}`
  // Three members of weight 1 at 50 %: alice's yes alone does not pass a proposal, bob's then does.
  await sendAs(stack, alice.mnemonic, [
    createDaoMsg({
      name,
      members: [
        { address: alice.address, metadata: 'OWNER' },
        { address: bob.address },
        { address: carol.address },
      ],
    }),
  ])
  const { policy } = await daoAccountsOf(stack.rest, name)

  await signInAt(page, `/daos/${name}/dashboard`, alice, 'alice')
  const rules = page.getByRole('form', { name: 'Propose voting rules' })
  await rules.getByLabel('Threshold %').fill('60')
  await rules.getByLabel('Voting period hours').fill('2')
  await rules.getByRole('button', { name: 'Propose new rules' }).click()
  const sheet = reviewSheet(page)
  const actions = sheet.getByRole('list', { name: 'Actions', exact: true })
  await expect(actions).toContainText(`Change the voting rules of the DAO ${policy}: ${RULES}`)
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByTestId('proposal').first()).toContainText('Voting rules: 60% yes, 2 h', {
    timeout: 20_000,
  })
  const { proposals } = await restJson<{ proposals: { id: string }[] }>(
    stack.rest,
    `/cosmos/group/v1/proposals_by_group_policy/${policy}`,
  )
  const id = proposals.map(p => p.id).sort((a, b) => Number(b) - Number(a))[0] ?? ''

  await signOut(page)
  await signInAt(page, `/daos/${name}/proposals/${id}`, bob, 'bob')
  await expect(page.getByLabel('Execute if it passes')).toBeChecked()
  await page.getByRole('button', { name: 'Yes', exact: true }).click()
  await expect(actions).toContainText(
    `Vote YES on DAO proposal #${id}, and execute it if it passes`,
  )
  await expect(actions).toContainText('If it passes, it runs:')
  await expect(actions.getByRole('list', { name: 'Proposal actions' })).toHaveText(
    `Change the voting rules of the DAO ${policy}: ${RULES}`,
  )
  // Turned down: nothing is signed, the proposal stays open.
  await sheet.getByRole('button', { name: 'Reject' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByTestId('proposal-status')).toHaveText('Voting')
})
