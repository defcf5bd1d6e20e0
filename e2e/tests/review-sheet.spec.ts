import { expect, reviewSheet, test } from '../fixtures.ts'
import { ACCOUNTS, balanceOf, freshAccount, toast, walletMenu } from '../wallet-helpers.ts'
import { recoverWallet } from '../support/wallet.ts'

const BOB = ACCOUNTS.bob

async function sequenceOf(rest: string, address: string): Promise<string> {
  const response = await fetch(`${rest}/cosmos/auth/v1beta1/accounts/${address}`)
  return ((await response.json()) as { account: { sequence: string } }).account.sequence
}

async function chainIdOf(rest: string): Promise<string> {
  const response = await fetch(`${rest}/cosmos/base/tendermint/v1beta1/node_info`)
  return ((await response.json()) as { default_node_info: { network: string } }).default_node_info
    .network
}

test('a local wallet reviews every transaction: plain words, fee, chain, memo, raw; Reject sends nothing, Confirm lands', async ({
  page,
  stack,
}) => {
  // This test answers the sheet itself.
  await page.removeLocatorHandler(reviewSheet(page))
  const { mnemonic, address } = await freshAccount(stack.rest)
  await page.goto('/home')
  await recoverWallet(page, mnemonic, 'reviewer')
  const balance = page.getByTestId('wallet-balance').first()
  await expect(balance).toHaveText('10 LORE')

  const startSend = async () => {
    await (await walletMenu(page)).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send tokens' })
    await send.getByLabel('Recipient').fill(BOB)
    await send.getByLabel(/Amount/).fill('1.5')
    await send.getByRole('button', { name: 'Review' }).click()
    await send.getByRole('button', { name: 'Confirm and send' }).click()
    return send
  }

  const bobBefore = await balanceOf(stack.rest, BOB)
  const sequenceBefore = await sequenceOf(stack.rest, address)
  const send = await startSend()
  const sheet = reviewSheet(page)
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('list', { name: 'Actions' })).toHaveText(`Send 1.5 LORE to ${BOB}`)
  await expect(sheet.getByTestId('review-fee')).toHaveText(/^0\.\d+ LORE \(\d+ gas\)$/)
  await expect(sheet.getByTestId('review-paid by')).toHaveText(`${address} (your account)`)
  await expect(sheet.getByTestId('review-chain')).toHaveText(await chainIdOf(stack.rest))
  await expect(sheet.getByTestId('review-memo')).toHaveText('none')
  await sheet.getByRole('button', { name: 'Show raw' }).click()
  const raw = sheet.getByLabel('Raw transaction')
  await expect(raw).toContainText('"typeUrl": "/cosmos.bank.v1beta1.MsgSend"')
  await expect(raw).toContainText(`"toAddress": "${BOB}"`)
  await expect(raw).toContainText('"amount": "1500000"')

  // Escape rejects: the action fails, nothing is signed or broadcast.
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(toast(page, 'error', 'Transaction rejected')).toBeVisible()
  await expect(send.getByRole('alert')).toHaveText('Transaction rejected')
  await page.waitForTimeout(1_000)
  expect(await sequenceOf(stack.rest, address)).toBe(sequenceBefore)
  expect(await balanceOf(stack.rest, BOB)).toBe(bobBefore)
  await expect(balance).toHaveText('10 LORE')
  await send.getByRole('button', { name: 'Cancel' }).click()

  // Enter confirms (the raw view starts hidden again); the transfer lands.
  await startSend()
  await expect(sheet).toBeVisible()
  await expect(sheet.getByLabel('Raw transaction')).toBeHidden()
  await expect(sheet.getByRole('button', { name: 'Confirm' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sheet).toBeHidden()
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible({ timeout: 20_000 })
  expect(await balanceOf(stack.rest, BOB)).toBe(bobBefore + 1_500_000n)
  expect(await sequenceOf(stack.rest, address)).not.toBe(sequenceBefore)
})
