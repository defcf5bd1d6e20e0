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

/** Votes on the proposal page that is open, and waits until the page shows the vote. */
export async function castVote(page: Page, option: 'Yes' | 'No' | 'Abstain'): Promise<void> {
  const mine = page.getByRole('region', { name: 'Your vote' })
  await mine.getByRole('button', { name: 'Vote' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vote' })
  await dialog.getByLabel(option, { exact: true }).check()
  await dialog.getByRole('button', { name: 'Cast vote' }).click()
  await expect(mine.getByTestId('my-vote')).toHaveText(`You voted ${option}`, { timeout: 20_000 })
}
