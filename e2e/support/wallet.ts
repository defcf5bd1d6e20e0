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

/** Recovers a wallet through the UI, as a user would; it ends active and unlocked. */
export async function recoverWallet(page: Page, mnemonic: string, name: string) {
  await (await openWalletMenu(page)).getByRole('button', { name: 'Recover wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Recover wallet' })
  await dialog.getByLabel('Recovery phrase').fill(mnemonic)
  await dialog.getByLabel('Wallet name').fill(name)
  await dialog.getByLabel(/^Password/).fill(E2E_PASSWORD)
  await dialog.getByLabel('Confirm password', { exact: true }).fill(E2E_PASSWORD)
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog).toBeHidden()
}
