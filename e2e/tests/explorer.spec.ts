import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'

/** A fresh account funded by the faucet; returns the faucet tx's hash and a signing client. */
async function fundedAccount(rest: string, rpc: string) {
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  const response = await fetch(`${rest}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: account.address }),
  })
  const { txhash } = (await response.json()) as { txhash: string }
  const client = await SigningStargateClient.connectWithSigner(rpc, wallet, {
    gasPrice: GasPrice.fromString('0.0012ulore'),
    broadcastPollIntervalMs: 100,
  })
  return { address: account.address, mnemonic: wallet.mnemonic, faucetHash: txhash, client }
}

test.describe('explorer pages', () => {
  test('a transaction: status, Msgs in plain words, fee and payer, memo, events; failures show their raw log', async ({
    page,
    stack,
  }) => {
    const sender = await fundedAccount(stack.rest, stack.rpc)
    const bob = DEMO_ACCOUNTS.bob.address
    const sent = await sender.client.sendTokens(
      sender.address,
      bob,
      [{ denom: 'ulore', amount: '1500000' }],
      'auto',
      'rent for <b>march</b>',
    )
    expect(sent.code).toBe(0)

    await page.goto(`/tx/${sent.transactionHash.toLowerCase()}`)
    await expect(page.getByRole('heading', { name: 'Transaction', exact: true })).toBeVisible()
    await expect(page.getByText('Success', { exact: true })).toBeVisible()
    await expect(page.getByText(`${sender.address} sent 1.5 LORE to ${bob}`)).toBeVisible()
    await expect(page.getByText('rent for <b>march</b>')).toBeVisible()
    await expect(page.getByText(String(sent.height), { exact: true })).toBeVisible()
    await expect(page.getByText(/0\.\d+ LORE/).first()).toBeVisible()
    await expect(page.getByText(`Paid by ${sender.address}`)).toBeVisible()
    await page.getByText(/\d+ events/).click()
    await expect(page.getByText('coin_spent').first()).toBeVisible()

    // More than the balance passes CheckTx and fails in the block: committed with code 5.
    const failed = await sender.client.signAndBroadcast(
      sender.address,
      [
        {
          typeUrl: '/cosmos.bank.v1beta1.MsgSend',
          value: {
            fromAddress: sender.address,
            toAddress: bob,
            amount: [{ denom: 'ulore', amount: '999000000000' }],
          },
        },
      ],
      { amount: [{ denom: 'ulore', amount: '300' }], gas: '200000' },
    )
    expect(failed.code).not.toBe(0)
    await page.goto(`/tx/${failed.transactionHash}`)
    await expect(page.getByText(/Failed \(.*code 5\)/)).toBeVisible()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('The transaction failed')
    await expect(alert).toContainText('insufficient funds')

    // Addresses link to their account page.
    await page.getByRole('link', { name: bob }).first().click()
    await expect(page).toHaveURL(`/account/${bob}`)
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible()
  })

  test('an account: balances and its transactions, newest first, linked', async ({
    page,
    stack,
  }) => {
    const account = await fundedAccount(stack.rest, stack.rpc)
    await page.goto(`/account/${account.address}`)
    await expect(page.getByRole('list', { name: 'Balances' })).toHaveText('10 LORE')
    const row = page.getByRole('link', { name: `${account.faucetHash.slice(0, 10)}…` })
    await expect(row).toBeVisible()
    await row.click()
    await expect(page).toHaveURL(`/tx/${account.faucetHash}`)
    await expect(page.getByText(`sent 10 LORE to ${account.address}`)).toBeVisible()
  })

  test('the chain page: height, node, supply and denominations', async ({ page }) => {
    await page.goto('/chain')
    const chain = page.getByRole('definition').first()
    await expect(chain).toHaveText('gitopia-devnet-1')
    await expect(page.getByText(/^\d[\d,.]* LORE$/)).toBeVisible()
    await expect(page.getByText(/base ulore, 6 decimals/)).toBeVisible()
    await expect(page.getByText('Token transfers')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Governance proposals' })).toHaveAttribute(
      'href',
      '/governance',
    )
  })
})

test('a success toast links to its transaction page', async ({ page, stack }) => {
  const account = await fundedAccount(stack.rest, stack.rpc)
  await signInAt(page, '/home', account, 'sender')
  await page.getByRole('button', { name: 'Wallet menu' }).click()
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send tokens' })
  await send.getByLabel('Recipient').fill(DEMO_ACCOUNTS.bob.address)
  await send.getByLabel(/Amount/).fill('1.25')
  await send.getByRole('button', { name: 'Review' }).click()
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  await page.getByRole('button', { name: 'View transaction' }).click()
  await expect(page).toHaveURL(/\/tx\/[0-9A-F]{64}$/)
  await expect(
    page.getByText(`${account.address} sent 1.25 LORE to ${DEMO_ACCOUNTS.bob.address}`),
  ).toBeVisible()
})
