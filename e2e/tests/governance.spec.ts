import type { Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { endGovVoting } from '../support/clock.ts'
import { castVote, expectVotersByName, submitProposalOnLedger } from '../support/governance.ts'
import { sendAs } from '../support/send.ts'
import { signInAt } from '../support/ui.ts'
import { PASSWORD, unlockPrompt } from '../wallet-helpers.ts'

const { alice, bob } = DEMO_ACCOUNTS
const lore = (n: number) => [{ denom: 'ulore', amount: String(n * 1_000_000) }]

/** A reload locks the wallet: the first signature after it asks for the password. */
async function unlockIfAsked(page: Page): Promise<void> {
  const prompt = unlockPrompt(page)
  try {
    await prompt.waitFor({ state: 'visible', timeout: 15_000 })
  } catch {
    return
  }
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt).toBeHidden()
}

/** Submits a text proposal through the New proposal dialog; resolves on its page with its id. */
async function submitInUi(page: Page, title: string, deposit: string): Promise<string> {
  await page.goto('/governance')
  await page.getByRole('button', { name: 'New proposal' }).click()
  const dialog = page.getByRole('dialog', { name: 'New proposal' })
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Description (Markdown)').fill(`About ${title}`)
  await dialog.getByLabel('Initial deposit (LORE)').fill(deposit)
  await dialog.getByRole('button', { name: 'Submit proposal' }).click()
  await unlockIfAsked(page)
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
  return page.url().split('/').pop() ?? ''
}

const voteAs = (
  stack: { rest: string; rpc: string },
  mnemonic: string,
  voter: string,
  id: string,
  option: number,
) =>
  sendAs(stack, mnemonic, [
    { type: '/cosmos.gov.v1beta1.MsgVote', value: { proposalId: id, voter, option } },
  ])

test.describe('chain governance', () => {
  test('a text proposal: partial deposit, bob adds the rest, alice and bob vote, it passes with the tally shown', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const title = `Docs sprint ${Date.now().toString(36)}`
    await signInAt(page, '/governance', alice, 'alice')
    await page.getByRole('button', { name: 'New proposal' }).click()
    const dialog = page.getByRole('dialog', { name: 'New proposal' })
    await dialog.getByLabel('Title').fill(title)
    // The description grows with what is typed, up to 400 px, and then scrolls.
    const description = dialog.getByLabel('Description (Markdown)')
    const height = () => description.evaluate(el => el.getBoundingClientRect().height)
    expect(await height()).toBe(80)
    await description.fill(Array.from({ length: 60 }, (_, i) => `line ${i}`).join('\n'))
    expect(await height()).toBe(400)
    expect(await description.evaluate(el => el.scrollHeight > el.clientHeight)).toBe(true)
    await description.fill('# Why\n\nMore **docs**.<script>alert(1)</script>')
    expect(await height()).toBe(80)
    await dialog.getByLabel('Initial deposit (LORE)').fill('4')
    await expect(dialog.getByText('Voting opens once deposits reach 10 LORE')).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit proposal' }).click()
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('proposal-status')).toHaveText('Deposit period')
    await expect(page.getByText('4 LORE of 10 LORE deposited.')).toBeVisible()
    // The deposit dialog offers what is missing (its checks: refused-before-signing.test.tsx).
    await page.getByRole('button', { name: 'Deposit' }).click()
    const deposit = page.getByRole('dialog', { name: 'Deposit' })
    await expect(deposit.getByLabel('Amount (LORE)')).toHaveValue('6')
    await deposit.getByRole('button', { name: 'Cancel' }).click()
    await expect(deposit).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Why' })).toBeVisible()
    await expect(page.locator('script', { hasText: 'alert(1)' })).toHaveCount(0)

    const id = page.url().split('/').pop() ?? ''
    await sendAs(stack, bob.mnemonic, [
      {
        type: '/cosmos.gov.v1beta1.MsgDeposit',
        value: { proposalId: id, depositor: bob.address, amount: lore(6) },
      },
    ])
    await page.reload()
    await expect(page.getByTestId('proposal-status')).toHaveText('Voting', { timeout: 10_000 })
    const mine = page.getByRole('region', { name: 'Your vote' })
    await expect(mine.getByText('Your voting power: 200 LORE staked')).toBeVisible()
    await mine.getByRole('button', { name: 'Vote' }).click()
    await page
      .getByRole('dialog', { name: 'Vote' })
      .getByRole('button', { name: 'Cast vote' })
      .click()
    await unlockIfAsked(page)
    await expect(mine.getByTestId('my-vote')).toHaveText('You voted Yes', { timeout: 20_000 })
    await voteAs(stack, bob.mnemonic, bob.address, id, 1)
    await page.reload()
    await expect(page.getByTestId('proposal-outcome')).toHaveText(
      'If the current vote stands, this proposal will pass.',
    )
    // Votes and deposits by username where the chain has one, not by address.
    await expectVotersByName(page, ['alice', 'bob'], bob.address)
    await expect(page.getByRole('region', { name: 'Deposits' })).toContainText('bob')

    await endGovVoting(stack)
    await page.reload()
    await expect(page.getByTestId('proposal-status')).toHaveText('Passed')
    await expect(page.getByTestId('proposal-outcome')).toHaveText('This proposal passed.')
    await expect(page.getByRole('img', { name: /Yes 100%.*turnout 50%/ })).toBeVisible()
  })

  test('a vetoed proposal is rejected and the page says the deposit was burned', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    await signInAt(page, '/governance', alice, 'alice')
    const id = await submitInUi(page, `Bad idea ${Date.now().toString(36)}`, '10')
    await voteAs(stack, alice.mnemonic, alice.address, id, 4)
    await voteAs(stack, bob.mnemonic, bob.address, id, 1)
    await page.reload()
    await expect(page.getByTestId('proposal-outcome')).toHaveText(
      'If the current vote stands, this proposal will be vetoed and its deposit burned.',
    )
    await endGovVoting(stack)
    await page.reload()
    await expect(page.getByTestId('proposal-status')).toHaveText('Rejected')
    await expect(page.getByTestId('proposal-outcome')).toHaveText(
      'This proposal was vetoed: the deposit was burned.',
    )
    await page.goto('/governance')
    await page.getByRole('button', { name: 'Rejected' }).click()
    await expect(page.getByTestId('gov-proposal').first()).toContainText('Rejected')
  })
})

test('a community-pool spend proposal says who it pays', async ({ page }) => {
  await signInAt(page, '/governance', alice, 'alice')
  await page.getByRole('button', { name: 'New proposal' }).click()
  const form = page.getByRole('dialog', { name: 'New proposal' })
  await form.getByLabel('Kind').selectOption('spend')
  await form.getByLabel('Title').fill(`Fund docs ${Date.now().toString(36)}`)
  await form.getByLabel('Description (Markdown)').fill('Pay bob for the docs')
  await form.getByLabel('Recipient').fill('gitopia1nope')
  await form.getByLabel('Amount from the pool (LORE)').fill('25')
  await form.getByRole('button', { name: 'Submit proposal' }).click()
  await expect(form.getByRole('alert')).toBeVisible()
  await form.getByLabel('Recipient').fill(bob.address)
  await form.getByRole('button', { name: 'Submit proposal' }).click()
  await expect(page.getByTestId('pool-spend')).toHaveText(
    `If it passes, the community pool pays 25 LORE to ${bob.address}.`,
    { timeout: 30_000 },
  )
})

test('with a Ledger (APDU emulator): a text proposal and a vote are signed in Amino JSON', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // MsgSubmitProposal with its content, then the vote on the proposal's page.
  await submitProposalOnLedger(page, alice.mnemonic, 'Ledger signal')
  await castVote(page, 'No')
})
