import type { Page } from '@playwright/test'
import { recoverWallet } from './wallet.ts'

/** Signs in the way a person does: "Recover wallet" with the recovery phrase. */
export async function signIn(page: Page, mnemonic: string, name = 'e2e'): Promise<void> {
  await recoverWallet(page, mnemonic, name, { timeout: 20_000 })
  // Close the wallet menu if it stayed open.
  await page.keyboard.press('Escape')
}

/** Opens `path` and signs in on that page, as a person who lands there and recovers a wallet. */
export async function signInAt(
  page: Page,
  path: string,
  account: { readonly mnemonic: string },
  name?: string,
): Promise<void> {
  await page.goto(path)
  await signIn(page, account.mnemonic, name)
}

/** Forgets the page's wallets (and everything else it keeps in local storage). */
export async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear())
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
