import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { textProposalMsg, yesVoteMsg } from '../support/dao.ts'
import { expectVotersByName } from '../support/governance.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'
import { fund, PASSWORD, unlockPrompt } from '../wallet-helpers.ts'

const { alice, bob } = DEMO_ACCOUNTS
/** A fresh account plays carol: the seeded carol must keep 0 LORE for the fee-grant tests. */
async function freshCarol() {
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  return { address: account?.address ?? '', mnemonic: wallet.mnemonic }
}

test('a DAO decides: alice creates it with bob, proposes carol, both vote yes, execute; carol can then propose', async ({
  page,
  stack,
}) => {
  const carol = await freshCarol()
  test.setTimeout(120_000)
  await signInAt(page, '/daos/new', alice, 'alice')
  const name = page.getByLabel('Name', { exact: true })
  await name.fill('devnet-dao')
  await expect(page.getByTestId('dao-name-status')).toHaveText(
    'The name devnet-dao is already taken.',
  )
  await page.getByRole('button', { name: 'Create DAO' }).click()
  await expect(page.getByRole('alert')).toHaveText('The name devnet-dao is already taken.')
  const dao = `council-${Date.now().toString(36)}`
  await name.fill(dao)
  await expect(page.getByTestId('dao-name-status')).toHaveText(`${dao} is available.`)
  await page.getByLabel('Description').fill('Decides together')
  await page.getByRole('button', { name: 'Add member' }).click()
  await page.getByLabel('Member 1', { exact: true }).fill('bob')
  await page.getByLabel('Voting period (hours)').fill('1')
  await page.getByRole('checkbox', { name: 'Publishing a release' }).check()
  await page.getByRole('button', { name: 'Create DAO' }).click()
  await expect(page).toHaveURL(`/daos/${dao}/dashboard`, { timeout: 30_000 })
  // Releases need a proposal from the start; the dashboard's form starts from the chain's flags.
  await expect(
    page
      .getByRole('form', { name: 'Propose what needs a proposal' })
      .getByRole('checkbox', { name: 'Publishing a release' }),
  ).toBeChecked()

  await page.getByLabel('New member').fill(carol.address)
  await page.getByRole('button', { name: 'Propose member' }).click()
  const row = page.getByTestId('proposal').first()
  await expect(row).toContainText('Change members', { timeout: 20_000 })
  // The proposal has its own page: what it does in plain words, tally, votes by name, actions.
  await row.getByRole('link').click()
  const id = await proposalIdOf(stack.rest, alice.address)
  await expect(page).toHaveURL(`/daos/${dao}/proposals/${id}`)
  await expect(page.getByRole('list', { name: 'What it does' })).toHaveText(
    `Add ${carol.address} with weight 1`,
  )
  await expect(page.getByTestId('proposal-status')).toHaveText('Voting')
  // Submitting counts the proposer's yes; 1 of 2 is below 51 %.
  await expect(page.getByTestId('vote-need')).toHaveText('Passes when 1 more member votes yes')
  await expect(page.getByText('You voted Yes.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible()
  await sendAs(stack, bob.mnemonic, [yesVoteMsg(id, bob.address)])
  await page.reload()
  await expect(page.getByTestId('vote-need')).toHaveText(
    'Enough members voted yes: this proposal passes.',
  )
  await expectVotersByName(page, ['aliceYes', 'bobYes'], bob.address)
  await page.getByRole('button', { name: 'Execute' }).click()
  const prompt = unlockPrompt(page)
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByTestId('executor-result')).toHaveText('Passed and executed.', {
    timeout: 20_000,
  })
  await expect(page.getByTestId('proposal-status')).toHaveText('Accepted')
  // History: the closed proposal and its votes stay browsable from the DAO's list.
  await page.getByRole('link', { name: `← ${dao}` }).click()
  await expect(page.getByTestId('proposal').first()).toContainText('Accepted')
  await page.getByTestId('proposal').first().getByRole('link').click()
  await expectVotersByName(page, ['aliceYes', 'bobYes'], bob.address)
  await page.goto(`/daos/${dao}/dashboard`)
  await expect(page.getByText(carol.address).first()).toBeVisible()

  await fund(stack.rest, carol.address)
  const policy = await policyOf(stack.rest, id)
  await sendAs(stack, carol.mnemonic, [textProposalMsg(policy, carol.address, 'Hello from carol')])
  await page.reload()
  await expect(page.getByTestId('proposal').first()).toContainText('Hello from carol')
  // Member list shows usernames where the chain has them.
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('bob')
  // New rules would abort carol's open proposal: the form says so before anyone signs.
  const rules = page.getByRole('form', { name: 'Propose voting rules' })
  await rules.getByLabel('Threshold %').fill('60')
  await rules.getByLabel('Voting period hours').fill('2')
  await expect(rules.getByTestId('abort-warning')).toHaveText(
    'If it passes, changing the rules aborts the 1 open proposal of this DAO.',
  )
  await rules.getByRole('button', { name: 'Propose new rules' }).click()
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByTestId('proposal').first()).toContainText('Voting rules: 60% yes, 2 h', {
    timeout: 20_000,
  })
  await expect(rules.getByTestId('abort-warning')).toHaveText(
    'If it passes, changing the rules aborts the 2 open proposals of this DAO.',
  )
  // A payment from the DAO's own account is checked against its balance (empty here).
  const payment = page.getByRole('form', { name: 'Propose a payment' })
  await payment.getByLabel('Pay to').fill('bob')
  await payment.getByLabel('Amount (LORE)').fill('5')
  await payment.getByRole('button', { name: 'Propose payment' }).click()
  await expect(payment.getByRole('alert')).toHaveText('The treasury holds only 0 LORE')
  const profile = page.getByRole('form', { name: 'Propose a profile change' })
  await profile.getByLabel('Website').fill('https://council.example')
  await profile.getByRole('button', { name: 'Propose change' }).click()
  await expect(page.getByTestId('proposal').first()).toContainText('Change the website', {
    timeout: 20_000,
  })
})

/** The newest group proposal alice voted on (she proposed it). */
async function proposalIdOf(rest: string, voter: string): Promise<string> {
  const response = await fetch(
    `${rest}/cosmos/group/v1/votes_by_voter/${voter}?pagination.reverse=true`,
  )
  const body = (await response.json()) as { votes: { proposal_id: string }[] }
  return body.votes.map(v => v.proposal_id).sort((a, b) => Number(b) - Number(a))[0] ?? ''
}

async function policyOf(rest: string, proposalId: string): Promise<string> {
  const response = await fetch(`${rest}/cosmos/group/v1/proposal/${proposalId}`)
  const body = (await response.json()) as { proposal: { group_policy_address: string } }
  return body.proposal.group_policy_address
}
