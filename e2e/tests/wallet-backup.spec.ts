import { readFile, writeFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { downloadBackup, openRecoverDialog, recoverWallet } from '../support/wallet.ts'
import { PASSWORD, toast, unlockPrompt, walletMenu } from '../wallet-helpers.ts'

/** A key with no user on chain (a username would rename the wallet at unlock). */
async function newKey(): Promise<{ mnemonic: string; address: string }> {
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  return { mnemonic: wallet.mnemonic, address: account.address }
}

async function removeWallet(page: Page, name: string) {
  await (await walletMenu(page)).getByRole('button', { name: `Remove ${name}` }).click()
  await page
    .getByRole('dialog', { name: 'Remove wallet' })
    .getByRole('button', { name: 'Remove wallet' })
    .click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
}

/** Recover → Use a backup file → the file (and its password when encrypted) → a new password. */
async function restoreFromFile(page: Page, path: string, filePassword?: string) {
  const dialog = await openRecoverDialog(page)
  await dialog.getByRole('button', { name: 'Use a backup file' }).click()
  await dialog.getByLabel('Backup file', { exact: true }).setInputFiles(path)
  if (filePassword !== undefined) {
    await dialog.getByLabel('Backup file password').fill(filePassword)
  }
  await dialog.getByLabel(/^Password/).fill('a brand new password')
  await dialog.getByLabel('Confirm password', { exact: true }).fill('a brand new password')
  await dialog.getByRole('button', { name: 'Recover' }).click()
  return dialog
}

test('encrypted backup (the default): download, remove the wallet, restore from the file with its password', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const key = await newKey()
  await page.goto('/home')
  await recoverWallet(page, key.mnemonic, 'vault')

  const download = await downloadBackup(page)
  expect(download.suggestedFilename()).toBe('vault.encrypted.json')
  const text = await readFile(await download.path(), 'utf8')
  // No two neighbouring words of the phrase, in any form (a sentence, a list): a single word can
  // be in the file by chance ("version" and "salt" are words of the BIP-39 list).
  const words = key.mnemonic.split(' ')
  for (const [index, word] of words.slice(1).entries()) {
    expect(text).not.toMatch(new RegExp(`\\b${words[index]}\\W+${word}\\b`))
  }
  const file = JSON.parse(text) as Record<string, unknown>
  expect(file).toMatchObject({
    format: 'gitopia-encrypted-wallet-backup',
    version: 2,
    name: 'vault',
    address: key.address,
    HDpath: "m/44'/118'/0'/0/",
  })
  await expect(toast(page, 'info', 'Backup saved as vault.encrypted.json')).toBeVisible()

  await removeWallet(page, 'vault')
  const saved = testInfo.outputPath('vault.encrypted.json')
  await writeFile(saved, text)

  // Not a backup, a changed file, a wrong password: each says so and restores nothing.
  const notBackup = testInfo.outputPath('notes.json')
  await writeFile(notBackup, JSON.stringify({ hello: 'world' }))
  let dialog = await restoreFromFile(page, notBackup)
  await expect(dialog.getByRole('alert').first()).toContainText(
    'This file is not a Gitopia wallet backup',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  const changed = testInfo.outputPath('changed.encrypted.json')
  await writeFile(changed, JSON.stringify({ ...file, name: 'mallory' }))
  dialog = await restoreFromFile(page, changed, PASSWORD)
  await expect(dialog.getByRole('alert')).toContainText(
    'This backup file was changed or damaged after it was saved (checksum does not match)',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  dialog = await restoreFromFile(page, saved, 'not the password')
  await expect(dialog.getByTestId('backup-file-summary')).toContainText('Encrypted backup of vault')
  await expect(dialog.getByRole('alert')).toHaveText('Wrong password for this backup file')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()

  // The right password: restored under the file's name, same address, the new password unlocks.
  await dialog.getByLabel('Backup file password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('vault')
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(key.address)
  await page.reload()
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  const prompt = unlockPrompt(page)
  await prompt.getByLabel('Password').fill('a brand new password')
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt).toBeHidden()
  await expect(page.getByTestId('backup-reminder')).toHaveCount(0)
})

test('plain JSON backup (compatible) still restores from the file', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const key = await newKey()
  await page.goto('/home')
  await recoverWallet(page, key.mnemonic, 'plainly')
  const download = await downloadBackup(page, 'Plain JSON (compatible)')
  expect(download.suggestedFilename()).toBe('plainly.json')
  const saved = testInfo.outputPath('plainly.json')
  await download.saveAs(saved)
  expect(JSON.parse(await readFile(saved, 'utf8'))).toEqual({
    name: 'plainly',
    mnemonic: key.mnemonic,
    HDpath: "m/44'/118'/0'/0/",
    accounts: [{ address: key.address, pathIncrement: 0 }],
  })
  await removeWallet(page, 'plainly')

  const dialog = await restoreFromFile(page, saved)
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('plainly')
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(key.address)
})

test('a plain backup for another HD path is refused, naming its address, and restores nothing', async ({
  page,
}, testInfo) => {
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  const { stringToPath } = await import('@cosmjs/crypto')
  const key = await newKey()
  // The same phrase's second account, as a wallet that lets one pick the account would save it.
  const atOtherPath = await DirectSecp256k1HdWallet.fromMnemonic(key.mnemonic, {
    prefix: 'gitopia',
    hdPaths: [stringToPath("m/44'/118'/1'/0/0")],
  })
  const [account] = await atOtherPath.getAccounts()
  if (!account) throw new Error('no account')
  const saved = testInfo.outputPath('second-account.json')
  await writeFile(
    saved,
    JSON.stringify({
      name: 'second',
      mnemonic: key.mnemonic,
      HDpath: "m/44'/118'/1'/0/",
      accounts: [{ address: account.address, pathIncrement: 0 }],
    }),
  )
  await page.goto('/home')
  const dialog = await restoreFromFile(page, saved)
  await expect(dialog.getByRole('alert').first()).toHaveText(
    `This backup is for ${account.address} at HD path m/44'/118'/1'/0/0; this app signs only under m/44'/118'/0'/0/ (a wallet's accounts), so nothing was restored`,
  )
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  const wallets = (await page.evaluate(() => localStorage.getItem('wallets'))) ?? ''
  expect(wallets).not.toContain(key.address)
  expect(wallets).not.toContain(account.address)
})
