import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { grantAllowance } from '@gitopia-client/devnet/fee-grants'
import { expect, reviewSheet, test, type StackUrls } from '../fixtures.ts'
import { recoverWallet, reviewSend } from '../support/wallet.ts'
import { ACCOUNTS, balanceOf, closeWalletMenu, fund, toast, walletMenu } from '../wallet-helpers.ts'

/** A new account funded by the faucet, signing with the stock cosmjs client (as anyone can). */
async function someone(stack: StackUrls) {
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  const address = account?.address ?? ''
  await fund(stack.rest, address)
  const client = await SigningStargateClient.connectWithSigner(stack.rpc, wallet, {
    gasPrice: GasPrice.fromString('0.0012ulore'),
    broadcastPollIntervalMs: 100,
  })
  const send = async (msgs: readonly { type: string; value: object }[]) => {
    const encoded: EncodeObject[] = msgs.map(msg => ({ typeUrl: msg.type, value: msg.value }))
    const result = await client.signAndBroadcast(address, encoded, 'auto')
    expect(result.code, result.rawLog).toBe(0)
  }
  return { address, send }
}

test("a stranger's vote-only fee grant does not block a low-balance account's send; the sheet offers the grants that can pay", async ({
  page,
  stack,
}) => {
  await page.removeLocatorHandler(reviewSheet(page))
  const wallet = await DirectSecp256k1HdWallet.generate(24, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  const address = account?.address ?? ''
  // A friend grants 1 LORE for fees and sends 300 ulore; a stranger grants unlimited fees for
  // votes only (the chain refuses such a grant for any other Msg).
  const friend = await someone(stack)
  const stranger = await someone(stack)
  await stranger.send([
    grantAllowance(stranger.address, address, {
      allowedMessages: ['/cosmos.gov.v1beta1.MsgVote'],
    }),
  ])
  await friend.send([
    grantAllowance(friend.address, address, { spendLimit: 1_000_000n }),
    {
      type: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        fromAddress: friend.address,
        toAddress: address,
        amount: [{ denom: 'ulore', amount: '300' }],
      },
    },
  ])

  await page.goto('/home')
  await recoverWallet(page, wallet.mnemonic, 'granted')
  await expect((await walletMenu(page)).getByTestId('wallet-allowance')).toHaveText(
    'Fee allowance: 1 LORE',
  )
  await closeWalletMenu(page)

  const send = await reviewSend(page, ACCOUNTS.bob, '0.0001')
  await expect(send.getByTestId('send-fee')).toContainText('paid by your fee allowance')
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  const sheet = reviewSheet(page)
  const payer = sheet.getByRole('combobox', { name: 'Fee paid by' })
  await expect(payer.getByRole('option')).toHaveText([
    `${friend.address} (fee allowance)`,
    `${address} (your account)`,
  ])
  await expect(payer).toHaveValue(friend.address)
  await sheet.getByRole('button', { name: 'Confirm' }).click()
  await expect(send).toBeHidden({ timeout: 20_000 })
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible()
  // The friend paid the fee: exactly the 100 ulore sent left the account.
  expect(await balanceOf(stack.rest, address)).toBe(200n)
})
