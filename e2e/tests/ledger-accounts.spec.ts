// A Ledger wallet's second account: the emulated device (e2e's Ledger boundary) reads and signs
// at m/44'/118'/0'/0/1, and the chain accepts that key's signature for that address.
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { stringToPath } from '@cosmjs/crypto'
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import { expect, test } from '../fixtures.ts'
import { reviewSend } from '../support/wallet.ts'
import { ACCOUNTS, balanceOf, closeWalletMenu, fund, toast, walletMenu } from '../wallet-helpers.ts'

async function keyAt(mnemonic: string | undefined, index: number) {
  const wallet = mnemonic
    ? await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, {
        prefix: 'gitopia',
        hdPaths: [stringToPath(`m/44'/118'/0'/0/${index}`)],
      })
    : await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  return { mnemonic: wallet.mnemonic, address: account.address }
}

test('Ledger: add a second account at index 1, send from it, switch back to the first', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  const owner = await keyAt(undefined, 0)
  const second = await keyAt(owner.mnemonic, 1)
  await fund(stack.rest, second.address)
  await page.addInitScript(await buildBrowserInitScript('ledger', { mnemonic: owner.mnemonic }))
  await page.goto('/home')

  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  const ledgerName = await page.getByTestId('wallet-name').innerText()

  // The new account is read from the device at the next index.
  await (await walletMenu(page)).getByRole('button', { name: 'Add account' }).click()
  const add = page.getByRole('dialog', { name: 'Add account' })
  await expect(add).toContainText("m/44'/118'/0'/0/1")
  await add.getByLabel('Account name').fill('ledger two')
  await add.getByRole('button', { name: 'Add account' }).click()
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(add).toBeHidden()
  await expect(page.getByTestId('wallet-name')).toHaveText('ledger two')
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(second.address)
  await closeWalletMenu(page)
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')

  // Signed on the device with the key at index 1: the chain takes it from that address.
  const bobBefore = await balanceOf(stack.rest, ACCOUNTS.bob)
  const send = await reviewSend(page, ACCOUNTS.bob, '0.5')
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible({ timeout: 20_000 })
  expect(await balanceOf(stack.rest, ACCOUNTS.bob)).toBe(bobBefore + 500_000n)
  expect(await balanceOf(stack.rest, second.address)).toBeLessThan(9_500_000n)

  // Back on the first account: its own address, the device asked again at index 0.
  await (
    await walletMenu(page)
  )
    .getByRole('button', { name: `Switch to account ${ledgerName}` })
    .click()
  await expect(page.getByTestId('wallet-name')).toHaveText(ledgerName)
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(owner.address)
  await closeWalletMenu(page)
  await page.getByRole('button', { name: 'Unlock', exact: true }).click()
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
})
