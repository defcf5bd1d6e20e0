import { expect, type Page } from '@playwright/test'

export const E2E_PASSWORD = 'correct horse battery'

/** Opens the header's wallet menu (a popover) and returns it. */
export async function openWalletMenu(page: Page) {
  const panel = page.getByRole('region', { name: 'Wallet menu' })
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: /^(Wallet menu|Connect wallet)$/ }).click()
  }
  await expect(panel).toBeVisible()
  return panel
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
  await dialog.getByLabel('Wallet name').fill(name)
  await dialog.getByLabel(/^Password/).fill(E2E_PASSWORD)
  await dialog.getByLabel('Confirm password', { exact: true }).fill(E2E_PASSWORD)
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
