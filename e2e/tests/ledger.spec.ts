import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { reviewSend } from '../support/wallet.ts'
import { ACCOUNTS, balanceOf, fund, toast, walletMenu } from '../wallet-helpers.ts'

async function freshAccount() {
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  return { mnemonic: wallet.mnemonic, address: account.address }
}

interface DeviceInPage {
  appOpen: boolean
  awaitingApproval: boolean
  closed: number
  approve(): void
}

function device<T>(page: Page, read: (device: DeviceInPage) => T): Promise<T> {
  return page.evaluate<T>(`(${read.toString()})(window.__gitopiaLedgerDevice)`)
}

test('Ledger: connect, sign with the waiting toast, app not open, address mismatch', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000)
  const owner = await freshAccount()
  const stranger = await freshAccount()
  await fund(stack.rest, owner.address)
  await page.addInitScript(
    await buildBrowserInitScript('ledger', { mnemonic: owner.mnemonic, holdForApproval: true }),
  )
  await page.goto('/home')

  // Connect: the prompt says to open the Cosmos app, then the device gives the address.
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await expect(connect).toContainText('Please open Cosmos app on your ledger')
  await expect(connect.getByLabel('Password')).toHaveCount(0)
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(owner.address)
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')
  expect(await device(page, d => d.closed)).toBeGreaterThan(0)

  // Sign: amino on the device; a waiting toast that cannot be dismissed, gone once approved.
  const bobBefore = await balanceOf(stack.rest, ACCOUNTS.bob)
  const send = await reviewSend(page, ACCOUNTS.bob, '0.75')
  await expect(send.getByTestId('send-fee')).toBeVisible()
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  const waiting = toast(page, 'waiting-for-input', 'Please confirm the transaction on your Ledger')
  await expect(waiting).toBeVisible()
  await expect.poll(() => device(page, d => d.awaitingApproval)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(waiting).toBeVisible()
  await device(page, d => d.approve())
  await expect(waiting).toBeHidden()
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible({ timeout: 20_000 })
  expect(await balanceOf(stack.rest, ACCOUNTS.bob)).toBe(bobBefore + 750_000n)

  // Locked, with the Cosmos app closed: the catalogue's text, then it works once opened.
  await page.getByRole('button', { name: 'Lock', exact: true }).click()
  await device(page, d => {
    d.appOpen = false
  })
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect.getByRole('alert')).toHaveText('Please open Cosmos app on your Ledger')
  await device(page, d => {
    d.appOpen = true
  })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()

  // Another device (a different key) is plugged in: the stored address must match.
  await page.addInitScript(await buildBrowserInitScript('ledger', { mnemonic: stranger.mnemonic }))
  await page.reload()
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect.getByRole('alert')).toHaveText(
    "Wallet address not matching Ledger's address",
  )
  await connect.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()
})

test('Ledger in a browser without WebHID or WebUSB: No connection available', async ({ page }) => {
  // The boundary itself: this browser offers neither transport, and no test device is installed.
  await page.addInitScript(() => {
    for (const name of ['hid', 'usb'])
      Object.defineProperty(Navigator.prototype, name, { get: () => undefined, configurable: true })
  })
  await page.goto('/home')
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect.getByRole('alert')).toHaveText('No connection available')
  await connect.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})
