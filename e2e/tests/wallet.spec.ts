import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { expect, test } from '../fixtures.ts'
import {
  ACCOUNTS,
  allBrowserStorage,
  balanceOf,
  PASSWORD,
  toast,
  walletMenu,
} from '../wallet-helpers.ts'
import {
  fillNameAndPassword,
  openRecoverDialog,
  reviewSend,
  startCreateWallet,
} from '../support/wallet.ts'

const BOB = ACCOUNTS.bob

test('recover a funded wallet, send LORE, reload locked, wrong password, cancel, unlock', async ({
  page,
  stack,
}) => {
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [{ address } = { address: '' }] = await wallet.getAccounts()
  const faucet = await fetch(`${stack.rest}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address }),
  })
  expect(faucet.status).toBe(200)

  await page.goto('/home')
  const dialog = await openRecoverDialog(page)
  await dialog
    .getByLabel('Recovery phrase')
    .fill(wallet.mnemonic.replace('a', 'A').replace(/ (\w+)$/, ' zzzz'))
  await fillNameAndPassword(dialog, 'e2e')
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'Word 24 ("zzzz") is not a recovery-phrase word',
  )
  await dialog.getByLabel('Recovery phrase').fill(wallet.mnemonic)
  await dialog.getByRole('button', { name: 'Recover' }).click()
  await expect(dialog).toBeHidden()

  const balance = page.getByTestId('wallet-balance').first()
  await expect(balance).toHaveText('10 LORE')
  expect(await allBrowserStorage(page)).not.toContain(
    wallet.mnemonic.split(' ').slice(0, 3).join(' '),
  )

  const bobBefore = await balanceOf(stack.rest, BOB)
  const send = await reviewSend(page, 'gitopia1zypdnc2ct9aurl6n9gclp3hnc2mfkpv6c6jh4X', '1.5')
  await expect(send.getByRole('alert')).toBeVisible()
  await send.getByLabel('Recipient').fill(BOB)
  await send.getByLabel(/Amount/).fill('1.2345678')
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.getByRole('alert')).toContainText('decimal')
  await send.getByLabel(/Amount/).fill('1.5')
  await send.getByRole('button', { name: 'Review' }).click()
  // The fee is shown before anything is signed, and follows the chosen gas price step.
  const fee = send.getByTestId('send-fee')
  await expect(fee).toContainText('Network fee')
  const defaultFee = await fee.innerText()
  await send.getByLabel('Gas price').selectOption('high')
  await expect(fee).not.toHaveText(defaultFee)
  await send.getByLabel('Gas price').selectOption('default')
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(send).toBeHidden({ timeout: 20_000 })
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible()
  expect(await balanceOf(stack.rest, BOB)).toBe(bobBefore + 1_500_000n)
  await expect(balance).toHaveText(/^8\.49\d* LORE$/)

  // After a reload the wallet is active but locked; a wrong password keeps the prompt open.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible()
  expect(await allBrowserStorage(page)).not.toContain(
    wallet.mnemonic.split(' ').slice(0, 3).join(' '),
  )
  await page.getByRole('button', { name: 'Unlock' }).click()
  const prompt = page.getByRole('dialog', { name: 'Unlock wallet' })
  await prompt.getByLabel('Password').fill('not the password')
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(prompt.getByRole('alert')).toHaveText('Wrong password')
  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await expect(prompt).toBeHidden()

  // Sending while locked asks again; cancelling says so.
  await reviewSend(page, BOB, '1')
  await prompt.getByRole('button', { name: 'Cancel' }).click()
  await expect(send.getByRole('alert')).toHaveText('Please unlock your wallet')
  await send.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Unlock' }).click()
  await prompt.getByLabel('Password').fill(PASSWORD)
  await prompt.getByRole('button', { name: 'Unlock' }).click()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  expect(await allBrowserStorage(page)).not.toContain(
    wallet.mnemonic.split(' ').slice(0, 3).join(' '),
  )

  await (await walletMenu(page)).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})

test('create a wallet: 24 words, the quiz names a wrong word, then name and password', async ({
  page,
}) => {
  await page.goto('/home')
  const { dialog, words, asked } = await startCreateWallet(page)
  expect(words).toHaveLength(24)
  const inputs = dialog.getByRole('textbox')
  await inputs.nth(0).fill('wrongword')
  for (const [i, { word }] of asked.entries()) if (i > 0) await inputs.nth(i).fill(word)
  await dialog.getByRole('button', { name: 'Confirm backup' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    `Word #${asked[0]?.number} does not match your recovery phrase`,
  )
  await inputs.nth(0).fill(asked[0]?.word ?? '')
  await dialog.getByRole('button', { name: 'Confirm backup' }).click()
  await fillNameAndPassword(dialog, 'fresh')
  await dialog.getByRole('button', { name: 'Create wallet' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('0 LORE')
  expect(await allBrowserStorage(page)).not.toContain(words.slice(0, 3).join(' '))
})
