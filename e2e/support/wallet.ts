import { expect, type Download, type Locator, type Page } from '@playwright/test'

export const E2E_PASSWORD = 'correct horse battery'

/** Opens the header's wallet menu (a popover) and returns it. */
export async function openWalletMenu(page: Page) {
  const panel = page.getByRole('region', { name: 'Wallet menu' })
  if (!(await panel.isVisible())) {
    const button = page.getByRole('button', { name: /^(Wallet menu|Connect wallet)$/ })
    // At phone widths the header folds its controls, the wallet's among them, into its Menu.
    const fold = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    if (!(await button.isVisible()) && (await fold.isVisible())) await fold.click()
    await button.click()
  }
  await expect(panel).toBeVisible()
  return panel
}

/** The wallet name and password fields that Create wallet and Recover wallet end with. */
export async function fillNameAndPassword(dialog: Locator, name: string) {
  await dialog.getByLabel('Wallet name').fill(name)
  await dialog.getByLabel(/^Password/).fill(E2E_PASSWORD)
  await dialog.getByLabel('Confirm password', { exact: true }).fill(E2E_PASSWORD)
}

/**
 * Opens "Create wallet" from the wallet menu, reads the 24 words and goes on to the backup quiz.
 * `asked` lists what the quiz asks for, field by field: the word's number and the word.
 */
export async function startCreateWallet(page: Page) {
  await (await openWalletMenu(page)).getByRole('button', { name: 'Create wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create wallet' })
  await expect(dialog.getByTestId('mnemonic-word')).toHaveCount(24)
  const words = await dialog.getByTestId('mnemonic-word').allInnerTexts()
  await dialog.getByRole('button', { name: 'I wrote them down' }).click()
  const labels = await dialog.locator('label span').allInnerTexts()
  const asked = labels.map(label => {
    const number = Number(/#(\d+)/.exec(label)?.[1] ?? '0')
    return { number, word: words[number - 1] ?? '' }
  })
  return { dialog, words, asked }
}

/** Creates a wallet through the UI, passing the backup quiz; it ends active and unlocked. */
export async function createWallet(page: Page, name: string): Promise<string[]> {
  const { dialog, words, asked } = await startCreateWallet(page)
  const inputs = dialog.getByRole('textbox')
  for (const [i, { word }] of asked.entries()) await inputs.nth(i).fill(word)
  await dialog.getByRole('button', { name: 'Confirm backup' }).click()
  await fillNameAndPassword(dialog, name)
  await dialog.getByRole('button', { name: 'Create wallet' }).click()
  await expect(dialog).toBeHidden()
  return words
}

/** Opens "Recover wallet" from the wallet menu (behind "Add a wallet" once a wallet is saved). */
export async function openRecoverDialog(page: Page) {
  const menu = await openWalletMenu(page)
  const button = menu.getByRole('button', { name: 'Recover wallet' })
  if (!(await button.isVisible())) await menu.getByText('Add a wallet').click()
  await button.click()
  return page.getByRole('dialog', { name: 'Recover wallet' })
}

/** Recovers a wallet through the UI, as a user would; it ends active and unlocked. */
export async function recoverWallet(
  page: Page,
  mnemonic: string,
  name: string,
  { timeout }: { timeout?: number } = {},
) {
  const dialog = await openRecoverDialog(page)
  await dialog.getByLabel('Recovery phrase').fill(mnemonic)
  await fillNameAndPassword(dialog, name)
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog).toBeHidden({ timeout })
}

/** Fills "Send tokens" from the wallet menu and asks for the review; returns the dialog. */
export async function reviewSend(page: Page, recipient: string, amount: string) {
  await (await openWalletMenu(page)).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send tokens' })
  await send.getByLabel('Recipient').fill(recipient)
  await send.getByLabel(/Amount/).fill(amount)
  await send.getByRole('button', { name: 'Review' }).click()
  return send
}

/** Downloads the active wallet's backup from the wallet menu (encrypted unless `kind` says plain). */
export async function downloadBackup(
  page: Page,
  kind?: 'Plain JSON (compatible)',
): Promise<Download> {
  await (await openWalletMenu(page)).getByRole('button', { name: 'Download backup' }).click()
  const choice = page.getByRole('dialog', { name: 'Back up wallet' })
  // Encrypted is the default choice.
  await expect(choice.getByRole('radio', { name: /Encrypted \(recommended\)/ })).toBeChecked()
  if (kind) {
    await choice.getByRole('radio', { name: new RegExp(kind.replace(/[()]/g, '\\$&')) }).check()
    await expect(choice.getByRole('note')).toContainText('recovery phrase in plain text')
  } else {
    await expect(choice.getByRole('note')).toContainText("encrypted with this wallet's password")
  }
  await choice.getByRole('button', { name: 'Download' }).click()
  const prompt = page.getByRole('dialog', { name: 'Download wallet backup' })
  await prompt.getByLabel('Password').fill(E2E_PASSWORD)
  const downloading = page.waitForEvent('download')
  await prompt.getByRole('button', { name: 'Download' }).click()
  return downloading
}
