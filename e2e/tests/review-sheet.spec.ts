import { expect, reviewSheet, test } from '../fixtures.ts'
import { attachTextFile, draftRelease } from '../support/releases.ts'
import { ACCOUNTS, balanceOf, signInFreshAccount, toast } from '../wallet-helpers.ts'
import { countBroadcasts } from '../support/ui.ts'
import { reviewSend } from '../support/wallet.ts'

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
  const { address } = await signInFreshAccount(page, stack.rest, 'reviewer')
  const balance = page.getByTestId('wallet-balance').first()
  await expect(balance).toHaveText('10 LORE')

  const startSend = async () => {
    const send = await reviewSend(page, BOB, '1.5')
    await send.getByRole('button', { name: 'Confirm and send' }).click()
    return send
  }

  const bobBefore = await balanceOf(stack.rest, BOB)
  const sequenceBefore = await sequenceOf(stack.rest, address)
  const broadcasts = countBroadcasts(page)
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
  expect(broadcasts.count()).toBe(0)
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
  // Only the confirmed transfer was ever sent, however late a rejected one might have gone out:
  // one broadcast, one transaction on the account, 1.5 LORE more for bob.
  expect(broadcasts.count()).toBe(1)
  expect(await balanceOf(stack.rest, BOB)).toBe(bobBefore + 1_500_000n)
  expect(await sequenceOf(stack.rest, address)).toBe(String(Number(sequenceBefore) + 1))
})

test('the off-chain upload signature for a storage provider is reviewed too: Reject uploads nothing', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.removeLocatorHandler(reviewSheet(page))
  const uploads: string[] = []
  page.on('request', request => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/upload')) {
      uploads.push(request.url())
    }
  })
  const tag = `v8.${Date.now() % 1000}.0`
  await draftRelease(page, tag)
  await attachTextFile(page, 'signed.txt', 'twelve bytes')
  await page.getByRole('button', { name: 'Publish release' }).click()

  const sheet = reviewSheet(page)
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('list', { name: 'Actions' })).toHaveText(
    new RegExp(
      `^Let the storage provider store “signed\\.txt” \\(12 bytes\\) as an asset of the new release “${tag.replace(/\./g, '\\.')}” in repository #\\d+$`,
    ),
  )
  await expect(sheet.getByTestId('review-kind')).toHaveText(
    'Off-chain signature: nothing is sent to the chain, no fee',
  )
  await sheet.getByRole('button', { name: 'Show raw' }).click()
  await expect(sheet.getByLabel('Raw transaction')).toContainText('"action": "new-release"')
  await expect(sheet.getByLabel('Raw transaction')).toContainText(`"tagName": "${tag}"`)

  // Reject: the publish fails with "Transaction rejected" and nothing reaches the provider.
  await sheet.getByRole('button', { name: 'Reject' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByText('Transaction rejected').first()).toBeVisible()
  expect(uploads).toEqual([])

  // Confirm: only then does the upload go out (the release's own tx is reviewed next, once the
  // upload is done): one upload in all, so the rejected one never went out, however late.
  await page.getByRole('button', { name: 'Publish release' }).click()
  await expect(sheet.getByRole('list', { name: 'Actions' })).toContainText('signed.txt')
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  await expect(sheet.getByTestId('review-fee')).toBeVisible({ timeout: 20_000 })
  expect(uploads).toHaveLength(1)
  await sheet.getByRole('button', { name: 'Reject' }).click()
})
