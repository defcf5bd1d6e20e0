import type { Page } from '@playwright/test'
import { expect } from '../fixtures.ts'

const PASSWORD = 'correct horse battery'

/** Signs in the way a person does: "Recover wallet" with the recovery phrase. */
export async function signIn(page: Page, mnemonic: string, name = 'e2e'): Promise<void> {
  const panel = page.getByRole('region', { name: 'Wallet menu' })
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: /^(Wallet menu|Connect wallet)$/ }).click()
  }
  await panel.getByRole('button', { name: 'Recover wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Recover wallet' })
  await dialog.getByLabel('Recovery phrase').fill(mnemonic)
  await dialog.getByLabel('Wallet name').fill(name)
  await dialog.getByLabel(/^Password/).fill(PASSWORD)
  await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  // Close the wallet menu if it stayed open.
  await page.keyboard.press('Escape')
}

/** Counts transactions the page broadcasts (CometBFT broadcast_tx_* calls). */
export function countBroadcasts(page: Page): { readonly count: () => number } {
  let count = 0
  page.on('request', request => {
    const body = request.postData() ?? ''
    if (request.method() === 'POST' && body.includes('broadcast_tx')) count += 1
  })
  return { count: () => count }
}
