import { expect, type Page } from '@playwright/test'
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import { walletMenu } from '../wallet-helpers.ts'

/** Opens `path` with the Ledger emulator holding `mnemonic` and connects it; the menu ends closed. */
export async function connectLedger(page: Page, mnemonic: string, path: string): Promise<void> {
  await page.addInitScript(await buildBrowserInitScript('ledger', { mnemonic }))
  await page.goto(path)
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await page.keyboard.press('Escape')
}

/**
 * Submits a governance proposal with a 10 LORE deposit from /governance (a text proposal, or a
 * community-pool spend) and waits for its page in its voting period.
 */
export async function submitProposal(
  page: Page,
  fields: {
    title: string
    description: string
    spend?: { recipient: string; amount: string }
  },
): Promise<void> {
  await page.getByRole('button', { name: 'New proposal' }).click()
  const form = page.getByRole('dialog', { name: 'New proposal' })
  if (fields.spend) {
    await form.getByLabel('Kind').selectOption('spend')
    await form.getByLabel('Recipient').fill(fields.spend.recipient)
    await form.getByLabel('Amount from the pool (LORE)').fill(fields.spend.amount)
  }
  await form.getByLabel('Title').fill(fields.title)
  await form.getByLabel('Description (Markdown)').fill(fields.description)
  await form.getByLabel('Initial deposit (LORE)').fill('10')
  await form.getByRole('button', { name: 'Submit proposal' }).click()
  await expect(page.getByRole('heading', { name: fields.title })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('proposal-status')).toHaveText('Voting')
}

/**
 * Connects a Ledger holding `mnemonic` on /governance and submits from it (no reload: the Ledger
 * stays connected) a proposal titled `<title> <stamp>`, described "Signed on a device".
 */
export async function submitProposalOnLedger(
  page: Page,
  mnemonic: string,
  title: string,
  spend?: { recipient: string; amount: string },
): Promise<void> {
  await connectLedger(page, mnemonic, '/governance')
  const fields = { title: `${title} ${Date.now().toString(36)}`, description: 'Signed on a device' }
  await submitProposal(page, spend ? { ...fields, spend } : fields)
}

/**
 * On a proposal's page (the chain's or a DAO's), the Votes list names its voters by username
 * (`names`, each followed by what they voted where the page says so), never by `address`.
 */
export async function expectVotersByName(
  page: Page,
  names: readonly string[],
  address: string,
): Promise<void> {
  const votes = page.getByRole('list', { name: 'Votes' })
  for (const name of names) await expect(votes).toContainText(name)
  await expect(votes).not.toContainText(address)
}

/** Votes on the proposal page that is open, and waits until the page shows the vote. */
export async function castVote(page: Page, option: 'Yes' | 'No' | 'Abstain'): Promise<void> {
  const mine = page.getByRole('region', { name: 'Your vote' })
  await mine.getByRole('button', { name: 'Vote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vote' })
  await dialog.getByLabel(option, { exact: true }).check()
  await dialog.getByRole('button', { name: 'Cast vote' }).click()
  await expect(mine.getByTestId('my-vote')).toHaveText(`You voted ${option}`, { timeout: 20_000 })
}
