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

async function connectKeplr(page: Page) {
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Keplr' }).click()
}

interface KeplrInPage {
  suggestedChains: {
    chainId: string
    bech32Config: Record<string, string>
    currencies: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
    feeCurrencies: { gasPriceStep: Record<string, number> }[]
  }[]
  enabledChains: Set<string>
  switchAccount(mnemonic: string, name?: string): void
}

test('Keplr: suggest the chain, enable, sign with the extension, re-unlock at startup, follow account changes', async ({
  page,
  stack,
}) => {
  const first = await freshAccount()
  const second = await freshAccount()
  await fund(stack.rest, first.address)
  await page.addInitScript(
    await buildBrowserInitScript('keplr', { mnemonic: first.mnemonic, name: 'keplr-e2e' }),
  )
  await page.goto('/home')
  await connectKeplr(page)
  await expect(page.getByTestId('wallet-name')).toHaveText('keplr-e2e')
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('10 LORE')

  const suggested = await page.evaluate(() => {
    const keplr = (window as unknown as { __gitopiaKeplr: KeplrInPage }).__gitopiaKeplr
    return { chains: keplr.suggestedChains, enabled: [...keplr.enabledChains] }
  })
  expect(suggested.chains).toHaveLength(1)
  // The chain package's keplr.test.ts pins the whole chain info; here: the app suggests it.
  const [info] = suggested.chains
  expect(info?.bech32Config.bech32PrefixAccAddr).toBe('gitopia')
  expect(info?.currencies).toEqual([
    { coinDenom: 'LORE', coinMinimalDenom: 'ulore', coinDecimals: 6 },
  ])
  expect(info?.feeCurrencies[0]?.gasPriceStep).toEqual({
    low: 0.0012,
    average: 0.0016,
    high: 0.0024,
  })
  expect(suggested.enabled).toEqual([info?.chainId])

  // Send through the extension's signer.
  const bobBefore = await balanceOf(stack.rest, ACCOUNTS.bob)
  const send = await reviewSend(page, ACCOUNTS.bob, '1')
  await expect(send.getByTestId('send-fee')).toBeVisible()
  await send.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(toast(page, 'info', 'Transaction Successful')).toBeVisible({ timeout: 20_000 })
  expect(await balanceOf(stack.rest, ACCOUNTS.bob)).toBe(bobBefore + 1_000_000n)

  // Startup: an extension wallet is unlocked again, without a prompt.
  await page.reload()
  await expect(page.getByTestId('wallet-name')).toHaveText('keplr-e2e')
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The person switches account in the extension: the app follows.
  await page.evaluate(
    ([mnemonic]) =>
      (window as unknown as { __gitopiaKeplr: KeplrInPage }).__gitopiaKeplr.switchAccount(
        mnemonic ?? '',
        'keplr-second',
      ),
    [second.mnemonic],
  )
  await expect(page.getByTestId('wallet-name')).toHaveText('keplr-second')
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(second.address)
  await expect(page.getByTestId('wallet-balance').first()).toHaveText('0 LORE')
})
