import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import {
  ACCOUNTS,
  balanceOf,
  closeWalletMenu,
  expectNoSecretStored,
  fund,
  PASSWORD,
  unlockPrompt,
  userOf,
  toast,
  walletMenu,
} from '../wallet-helpers.ts'
import { createWallet, downloadBackup, recoverWallet, reviewSend } from '../support/wallet.ts'

/** `8496800` ulore → `8.4968`: the exact figure a balance's title gives. */
const lore = (ulore: bigint) => {
  const fraction = (ulore % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return `${ulore / 1_000_000n}${fraction ? `.${fraction}` : ''}`
}

/** In-app navigation (a reload would lock the wallet). */
async function openProfile(page: Page) {
  await (await walletMenu(page)).getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
}

test('create wallet → create user → edit bio → download backup → reload locked → wrong password → unlock → send', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  await page.goto('/home')
  const words = await createWallet(page, 'journey')
  const mnemonic = words.join(' ')
  await expect(page.getByTestId('backup-reminder')).toBeVisible()
  const address = await (await walletMenu(page)).getByTestId('wallet-address').innerText()
  await closeWalletMenu(page)
  await expectNoSecretStored(page, mnemonic)

  // Funds from the faucet; the menu's Refresh says so.
  await fund(stack.rest, address)
  await (await walletMenu(page)).getByRole('button', { name: 'Refresh' }).click()
  await expect(toast(page, 'info', 'Balance updated')).toBeVisible()
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')

  // Create the user: bad input is named, then the wallet takes the username (password approved).
  await openProfile(page)
  const createForm = page.getByRole('form', { name: 'Create user' })
  const username = `journey-${Date.now().toString(36)}`
  await createForm.getByLabel('Username').fill('ab')
  await createForm.getByRole('button', { name: 'Create user' }).click()
  await expect(createForm.getByRole('alert')).toHaveText('username must consist minimum 3 chars')
  await createForm.getByLabel('Username').fill(username)
  await createForm.getByLabel('Avatar URL').fill('javascript:alert(1)')
  await createForm.getByRole('button', { name: 'Create user' }).click()
  await expect(createForm.getByRole('alert')).toHaveText('The avatar URL must start with https://')
  await createForm.getByLabel('Avatar URL').fill('https://example.com/avatar.png')
  await expect(createForm.getByRole('img', { name: /Avatar of/ })).toHaveAttribute(
    'src',
    'https://example.com/avatar.png',
  )
  await createForm.getByLabel('Name', { exact: true }).fill('Journey Tester')
  await createForm.getByRole('button', { name: 'Create user' }).click()
  const approve = unlockPrompt(page, 'Approve with your password')
  await approve.getByLabel('Password').fill(PASSWORD)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  expect(await userOf(stack.rest, address)).toMatchObject({ username, name: 'Journey Tester' })

  // Edit the bio: its own transaction, counted once the chain has it.
  const bioForm = page.getByRole('form', { name: 'Edit bio' })
  await bioForm.getByLabel('Bio').fill('Writes end-to-end tests.')
  await bioForm.getByRole('button', { name: 'Save bio' }).click()
  await expect(toast(page, 'info', 'Bio updated')).toBeVisible()
  await expect
    .poll(async () => (await userOf(stack.rest, address))?.bio)
    .toBe('Writes end-to-end tests.')

  // Download the backup: plain warning, password (purpose Download), the file, backupState.
  const download = await downloadBackup(page, 'Plain JSON (compatible)')
  expect(download.suggestedFilename()).toBe(`${username}.json`)
  const backup = JSON.parse(await readFile(await download.path(), 'utf8')) as unknown
  expect(backup).toEqual({
    name: username,
    mnemonic,
    HDpath: "m/44'/118'/0'/0/",
    accounts: [{ address, pathIncrement: 0 }],
  })
  await expect(page.getByTestId('backup-reminder')).toBeHidden()
  const saved: unknown = await page.evaluate(
    () => JSON.parse(localStorage.getItem('wallets') ?? '[]') as unknown,
  )
  expect(saved).toMatchObject([{ name: username, address, backedUp: true }])
  await expectNoSecretStored(page, mnemonic)

  // Reload: restored under the username, locked.
  await page.reload()
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()
  await expectNoSecretStored(page, mnemonic)

  // Sending needs the key: cancel says so; a wrong password keeps the prompt open.
  const bobBefore = await balanceOf(stack.rest, ACCOUNTS.bob)
  const send = await reviewSend(page, ACCOUNTS.bob, '2.5')
  const prompt = unlockPrompt(page)
  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await expect(send.getByRole('alert')).toHaveText('Please unlock your wallet')
  await send.getByRole('button', { name: 'Review' }).click()
  await prompt.getByLabel('Password').fill('wrong password')
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt.getByRole('alert')).toHaveText('Wrong password')
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt).toBeHidden()
  await expect(send.getByTestId('send-fee')).toContainText('Network fee')
  await expectNoSecretStored(page, mnemonic)
  const mineBefore = await balanceOf(stack.rest, address)
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(send).toBeHidden({ timeout: 20_000 })
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible()

  // Both sides: bob got exactly 2.5 LORE; we paid that plus the fee, and the header shows it.
  expect(await balanceOf(stack.rest, ACCOUNTS.bob)).toBe(bobBefore + 2_500_000n)
  const mineAfter = await balanceOf(stack.rest, address)
  expect(mineAfter).toBeLessThan(mineBefore - 2_500_000n)
  // Two decimals at most in the header, the exact figure in its title.
  await expect(page.getByTestId('wallet-balance').first()).toHaveAttribute(
    'title',
    `${lore(mineAfter)} LORE`,
  )
  await expect(page.getByRole('button', { name: /Notifications, [1-9]\d* unread/ })).toBeVisible()

  // Lock: the key is gone and nothing was stored.
  await page.getByRole('button', { name: 'Lock', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()
  await expectNoSecretStored(page, mnemonic)

  // Sign out clears the wallet, its address, balance and user.
  await (await walletMenu(page)).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('wallet-name')).toHaveCount(0)
})

test('a fee-granted account with no LORE can act, and sees its allowance', async ({
  page,
  stack,
}) => {
  const { carol } = ACCOUNTS
  expect(await balanceOf(stack.rest, carol.address)).toBe(0n)
  await page.goto('/home')
  await recoverWallet(page, carol.mnemonic, 'carol')
  const menu = await walletMenu(page)
  await expect(menu.getByTestId('wallet-allowance')).toHaveText('Fee allowance: 10 LORE')
  await closeWalletMenu(page)

  await openProfile(page)
  const createForm = page.getByRole('form', { name: 'Create user' })
  await createForm.getByLabel('Username').fill('carol-granted')
  await createForm.getByRole('button', { name: 'Create user' }).click()
  const approve = unlockPrompt(page, 'Approve with your password')
  await approve.getByLabel('Password').fill(PASSWORD)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('wallet-name')).toHaveText('carol-granted')
  expect(await userOf(stack.rest, carol.address)).toMatchObject({ username: 'carol-granted' })
  // The granter paid: carol still has nothing, and the allowance went down.
  expect(await balanceOf(stack.rest, carol.address)).toBe(0n)
  await expect((await walletMenu(page)).getByTestId('wallet-allowance')).toHaveText(
    /^Fee allowance: 9\.9\d+ LORE$/,
  )
})
