// Several accounts in one local wallet: the same phrase and password, the keys at
// m/44'/118'/0'/0/N, each with its own username and dashboard; a backup brings them all back.
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { downloadBackup, openRecoverDialog } from '../support/wallet.ts'
import {
  closeWalletMenu,
  freshAccount,
  fund,
  PASSWORD,
  userOf,
  walletMenu,
} from '../wallet-helpers.ts'

/** The address of account `index` of a phrase, as cosmjs' own HD wallet derives it. */
async function addressAt(mnemonic: string, index: number): Promise<string> {
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  const { stringToPath } = await import('@cosmjs/crypto')
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, {
    prefix: 'gitopia',
    hdPaths: [stringToPath(`m/44'/118'/0'/0/${index}`)],
  })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  return account.address
}

async function shownAddress(page: Page): Promise<string> {
  const address = await (await walletMenu(page)).getByTestId('wallet-address').innerText()
  await closeWalletMenu(page)
  return address
}

async function switchTo(page: Page, accountName: string) {
  await (
    await walletMenu(page)
  )
    .getByRole('button', { name: `Switch to account ${accountName}` })
    .click()
}

/** Account 0 has no user: the dashboard says so. */
async function expectNoUserDashboard(page: Page) {
  await expect(page.getByText('You have no username on chain yet')).toBeVisible()
}

/** An account with a user: its own dashboard, under its username. */
async function expectUserDashboard(page: Page, username: string) {
  await expect(page.getByLabel('Dashboard').locator('option:checked')).toHaveText(username)
  await expect(page.getByText('You have no username on chain yet')).toHaveCount(0)
}

test('a local wallet adds a second account, names it, switches back and forth, and its backup restores both', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  const first = await freshAccount(stack.rest)
  const second = await addressAt(first.mnemonic, 1)
  await fund(stack.rest, second)
  await page.goto('/home')
  const recover = await openRecoverDialog(page)
  await recover.getByLabel('Recovery phrase').fill(first.mnemonic)
  await recover.getByLabel('Wallet name').fill('multi')
  await recover.getByLabel(/^Password/).fill(PASSWORD)
  await recover.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await recover.getByRole('button', { name: 'Recover' }).click()
  await expect(recover).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('multi')
  await expectNoUserDashboard(page)

  // Add account 2, named: after a reload the wallet is locked, so the password is asked for.
  await page.reload()
  await (await walletMenu(page)).getByRole('button', { name: 'Add account' }).click()
  const add = page.getByRole('dialog', { name: 'Add account' })
  await expect(add).toContainText("m/44'/118'/0'/0/1")
  await add.getByLabel('Account name').fill('side')
  await add.getByRole('button', { name: 'Add account' }).click()
  const approve = page.getByRole('dialog', { name: 'Approve with your password' })
  await approve.getByLabel('Password').fill(PASSWORD)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('side')
  expect(await shownAddress(page)).toBe(second)
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')
  await expectNoUserDashboard(page)

  // A username for account 2 only: no password (the wallet's key is not re-encrypted).
  const username = `side-${Date.now().toString(36)}`
  await (await walletMenu(page)).getByRole('link', { name: 'Profile' }).click()
  const form = page.getByRole('form', { name: 'Create user' })
  await form.getByLabel('Username').fill(username)
  await form.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  expect(await userOf(stack.rest, second)).toMatchObject({ username })
  expect(await userOf(stack.rest, first.address)).toBeNull()
  // In the app (a reload would lock the wallet).
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gitopia', exact: true })
    .click()
  await expectUserDashboard(page, username)

  // Back and forth: each account its own name, address and dashboard; still unlocked.
  await switchTo(page, 'multi')
  await expect(page.getByTestId('wallet-name')).toHaveText('multi')
  expect(await shownAddress(page)).toBe(first.address)
  await expectNoUserDashboard(page)
  await switchTo(page, username)
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  expect(await shownAddress(page)).toBe(second)
  await expectUserDashboard(page, username)
  await expect(page.getByRole('button', { name: 'Lock' })).toBeVisible()
  // The selected account survives a reload.
  await page.reload()
  await expect(page.getByTestId('wallet-name')).toHaveText(username)

  // The backup lists both accounts; removed and restored, both come back with their addresses.
  const download = await downloadBackup(page)
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>
  expect(file).toMatchObject({
    address: first.address,
    accounts: [
      { address: first.address, pathIncrement: 0 },
      { address: second, pathIncrement: 1 },
    ],
  })
  await (await walletMenu(page)).getByRole('button', { name: 'Remove multi' }).click()
  await page
    .getByRole('dialog', { name: 'Remove wallet' })
    .getByRole('button', { name: 'Remove wallet' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()

  const restore = await openRecoverDialog(page)
  await restore.getByRole('button', { name: 'Use a backup file' }).click()
  await restore.getByLabel('Backup file', { exact: true }).setInputFiles(await download.path())
  await expect(restore.getByTestId('backup-file-summary')).toContainText('2 accounts')
  await restore.getByLabel('Backup file password').fill(PASSWORD)
  await restore.getByLabel(/^Password/).fill('a brand new password')
  await restore.getByLabel('Confirm password', { exact: true }).fill('a brand new password')
  await restore.getByRole('button', { name: 'Recover' }).click()
  await expect(restore).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('multi')
  expect(await shownAddress(page)).toBe(first.address)
  // Account 2 is back, and takes its username again when selected.
  await switchTo(page, 'Account 2')
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  expect(await shownAddress(page)).toBe(second)
  await expectUserDashboard(page, username)
})
