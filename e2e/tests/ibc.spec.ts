import { sha256 } from '@cosmjs/crypto'
import { toBech32, toUtf8 } from '@cosmjs/encoding'
import { addressWithPrefix, fromBaseUnits } from '@gitopia-client/chain/ibc'
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import type { Page } from '@playwright/test'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { connectLedger } from '../support/governance.ts'
import {
  counterparty,
  escrowed,
  fundOn,
  packetTx,
  relayer,
  txFee,
  type Chain,
} from '../support/ibc-chains.ts'
import { recoverWallet } from '../support/wallet.ts'
import {
  balanceOf,
  freshAccount,
  signInFreshAccount,
  toast,
  walletMenu,
} from '../wallet-helpers.ts'

async function openTransfer(page: Page, kind: 'Withdraw' | 'Deposit', chain: string) {
  if (kind === 'Withdraw') {
    await page
      .getByRole('region', { name: 'Balances on Gitopia' })
      .getByRole('button', { name: 'Withdraw' })
      .click()
  } else {
    await page
      .getByRole('region', { name: `Balances on ${chain}` })
      .getByRole('button', { name: 'Deposit to Gitopia' })
      .click()
  }
  const dialog = page.getByRole('dialog', {
    name: kind === 'Withdraw' ? 'Withdraw from Gitopia' : 'Deposit into Gitopia',
  })
  await dialog
    .getByLabel(kind === 'Withdraw' ? 'To chain' : 'From chain')
    .selectOption({ label: chain })
  return dialog
}

async function transfer(
  page: Page,
  kind: 'Withdraw' | 'Deposit',
  chain: string,
  symbol: string,
  amount: string,
  receiver?: string,
) {
  const dialog = await openTransfer(page, kind, chain)
  const asset = dialog.getByLabel('Asset')
  const option = asset.locator('option').filter({ hasText: new RegExp(`^${symbol} `) })
  await asset.selectOption((await option.getAttribute('value')) ?? '')
  await dialog.getByLabel(/^Amount/).fill(amount)
  if (receiver !== undefined) await dialog.getByLabel('Receiver').fill(receiver)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect(dialog.getByTestId('transfer-fee')).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Confirm and send' }).click()
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  return page.getByTestId('ibc-transfer').first()
}

function amountIn(page: Page, region: string, symbol: string) {
  return page
    .getByRole('region', { name: region })
    .getByTestId('asset-amount')
    .filter({ hasText: new RegExp(` ${symbol}$`) })
}

/** A fresh account with 10 LORE, its wallet recovered on the assets page. */
async function signInFresh(page: Page, stack: StackUrls, walletName: string) {
  const account = await signInFreshAccount(page, stack.rest, walletName, '/assets')
  await expect(amountIn(page, 'Balances on Gitopia', 'LORE')).toHaveText('10 LORE')
  return account
}

/** A fresh account: 10 LORE on Gitopia, 5 OSMO at its address on Osmosis. */
async function accountWithOsmo(stack: StackUrls, osmosis: Chain) {
  const account = await freshAccount(stack.rest)
  const osmo = addressWithPrefix(account.address, osmosis.prefix)
  await fundOn(osmosis, 'uosmo', '0.025uosmo', osmo, 5_000_000n)
  return account
}

/** Deposits `amount` of the account's 5 OSMO into Gitopia and waits for it to arrive. */
async function depositOsmo(page: Page, osmosis: Chain, amount: string) {
  await expect(amountIn(page, `Balances on ${osmosis.name}`, 'OSMO')).toHaveText('5 OSMO')
  const sent = await transfer(page, 'Deposit', osmosis.name, 'OSMO', amount)
  await expect(sent.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
  await expect(amountIn(page, 'Balances on Gitopia', 'OSMO')).toHaveText(`${amount} OSMO`)
}

test.describe('IBC transfers', () => {
  test.describe.configure({ timeout: 180_000 })
  let osmosis: Chain

  test.beforeEach(async ({ stack }) => {
    const found = await counterparty(stack, 'osmosis')
    test.skip(found === null, 'the devnet serves no Osmosis counterparty')
    osmosis = found as Chain
  })

  test('withdraw 1.5 LORE to Osmosis, send it back, deposit 2 OSMO', async ({ page, stack }) => {
    const account = await freshAccount(stack.rest)
    const osmo = addressWithPrefix(account.address, osmosis.prefix)
    await fundOn(osmosis, 'uosmo', '0.025uosmo', osmo, 5_000_000n)
    const escrowBefore = await escrowed(stack, 'channel-0')

    await page.goto('/assets')
    await recoverWallet(page, account.mnemonic, 'ibc')
    await expect(amountIn(page, 'Balances on Gitopia', 'LORE')).toHaveText('10 LORE')
    await expect(amountIn(page, `Balances on ${osmosis.name}`, 'OSMO')).toHaveText('5 OSMO')

    // A receiver of the wrong chain is refused in the dialog, before any fee is asked for (the
    // form's checks: assets/api/transfer.test.ts).
    const refused = await openTransfer(page, 'Withdraw', osmosis.name)
    await refused.getByLabel(/^Amount/).fill('1')
    await refused.getByLabel('Receiver').fill(account.address)
    await refused.getByRole('button', { name: 'Review' }).click()
    await expect(refused.getByRole('alert')).toHaveText(
      `Wrong prefix: a receiver on ${osmosis.name} starts with osmo1, not gitopia1`,
    )
    await expect(refused.getByRole('button', { name: 'Confirm and send' })).toHaveCount(0)
    await refused.getByRole('button', { name: 'Cancel' }).click()

    // Gitopia → Osmosis
    const out = await transfer(page, 'Withdraw', osmosis.name, 'LORE', '1.5')
    await expect(out.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
    await expect(
      toast(page, 'info', `Transfer of 1.5 LORE to ${osmosis.name} completed`),
    ).toBeVisible()
    await expect(amountIn(page, `Balances on ${osmosis.name}`, 'LORE')).toHaveText('1.5 LORE')
    const hash =
      ((await out.getByRole('link', { name: 'transaction' }).getAttribute('href')) ?? '')
        .split('/')
        .pop() ?? ''
    const fee = await txFee(stack.rest, hash)
    expect(fee).toBeGreaterThan(0n)
    expect(await balanceOf(stack.rest, account.address)).toBe(10_000_000n - 1_500_000n - fee)
    expect(await escrowed(stack, 'channel-0')).toBe(escrowBefore + 1_500_000n)

    // Osmosis → Gitopia: the voucher goes home, the escrow releases it.
    const back = await transfer(page, 'Deposit', osmosis.name, 'LORE', '1.5')
    await expect(back.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
    await expect(amountIn(page, `Balances on ${osmosis.name}`, 'LORE')).toHaveCount(0)
    expect(await balanceOf(stack.rest, account.address)).toBe(10_000_000n - fee)
    expect(await escrowed(stack, 'channel-0')).toBe(escrowBefore)

    // 2 OSMO into Gitopia, named OSMO (not its ibc/ hash).
    const osmoIn = await transfer(page, 'Deposit', osmosis.name, 'OSMO', '2')
    await expect(osmoIn.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
    await expect(amountIn(page, 'Balances on Gitopia', 'OSMO')).toHaveText('2 OSMO')
    await expect(page.getByRole('region', { name: 'Balances on Gitopia' })).not.toContainText(
      'ibc/',
    )

    // The list survives a reload.
    await page.reload()
    await expect(page.getByTestId('ibc-transfer')).toHaveCount(3)
    await expect(page.getByTestId('transfer-status').first()).toHaveText('Completed')
  })

  test('tracking starts with the app: a transfer completes with its toast on another page', async ({
    page,
    stack,
  }) => {
    await signInFresh(page, stack, 'ibc-away')
    await relayer(stack, true)
    try {
      const sent = await transfer(page, 'Withdraw', osmosis.name, 'LORE', '1')
      await expect(sent.getByTestId('transfer-status')).toHaveText('Sent')
      // A new page load elsewhere: only the app's start can resume following the transfer.
      await page.goto('/explore')
      await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible()
      await relayer(stack, false)
      await expect(
        toast(page, 'info', `Transfer of 1 LORE to ${osmosis.name} completed`),
      ).toBeVisible({ timeout: 60_000 })
      await expect(page).toHaveURL(/\/explore$/)
    } finally {
      await relayer(stack, false)
    }
  })

  test('Keplr signs a deposit on Osmosis: the chain suggested from the registry, 2 OSMO arrive', async ({
    page,
    stack,
  }) => {
    const account = await accountWithOsmo(stack, osmosis)
    await page.addInitScript(
      await buildBrowserInitScript('keplr', { mnemonic: account.mnemonic, name: 'keplr-ibc' }),
    )
    await page.goto('/assets')
    await (await walletMenu(page)).getByRole('button', { name: 'Connect Keplr' }).click()
    await expect(page.getByTestId('wallet-name')).toHaveText('keplr-ibc')
    await page.keyboard.press('Escape')
    await depositOsmo(page, osmosis, '2')
    // Signed by the extension for the Osmosis chain it was given from the registry data.
    const keplr = await page.evaluate(() => {
      const k = (
        window as unknown as {
          __gitopiaKeplr: {
            suggestedChains: { chainId: string; bech32Config: { bech32PrefixAccAddr: string } }[]
            enabledChains: Set<string>
          }
        }
      ).__gitopiaKeplr
      return {
        suggested: k.suggestedChains.map(c => [c.chainId, c.bech32Config.bech32PrefixAccAddr]),
        enabled: [...k.enabledChains],
      }
    })
    expect(keplr.suggested).toContainEqual([osmosis.chainId, 'osmo'])
    expect(keplr.enabled).toContain(osmosis.chainId)
  })

  test('a Ledger signs a deposit on Osmosis (amino MsgTransfer): 1 OSMO arrives', async ({
    page,
    stack,
  }) => {
    const account = await accountWithOsmo(stack, osmosis)
    await connectLedger(page, account.mnemonic, '/assets')
    await depositOsmo(page, osmosis, '1')
  })

  test('a receiver Osmosis refuses (a module account): Failed, refunded', async ({
    page,
    stack,
  }) => {
    const account = await signInFresh(page, stack, 'ibc-failed')
    // Osmosis' distribution module account: a valid osmo1 address its bank refuses to credit.
    const distribution = toBech32('osmo', sha256(toUtf8('distribution')).slice(0, 20))
    const sent = await transfer(page, 'Withdraw', osmosis.name, 'LORE', '1', distribution)
    await expect(sent.getByTestId('transfer-status')).toHaveText('Failed (refunded)', {
      timeout: 60_000,
    })
    await expect(
      toast(page, 'error', `Transfer of 1 LORE to ${osmosis.name} failed; refunded`),
    ).toBeVisible()
    await expect(sent.getByTestId('transfer-refund')).toHaveText(
      `1 LORE returned to ${account.address} on Gitopia`,
    )
    // The packet's transactions on both chains, as tx_search finds them, with the error ack.
    const sequence = /Packet (\d+) on channel-0/.exec((await sent.textContent()) ?? '')?.[1]
    const recv = await packetTx(
      osmosis.rpc,
      `recv_packet.packet_dst_channel='channel-781' AND recv_packet.packet_sequence=${sequence}`,
    )
    await expect(sent.getByTestId('transfer-recv-tx')).toHaveText(
      `Received on ${osmosis.name} at height ${recv.height} · tx ${recv.hash}`,
    )
    await expect(sent.getByTestId('transfer-ack-error')).toHaveText(
      `Refused by ${osmosis.name}: ABCI code: 4: error handling packet: see events for details`,
    )
    const ack = await packetTx(
      stack.rpc,
      `acknowledge_packet.packet_src_channel='channel-0' AND acknowledge_packet.packet_sequence=${sequence}`,
    )
    const ackLink = sent.getByTestId('transfer-ack-tx').getByRole('link')
    await expect(ackLink).toHaveAttribute('href', `/tx/${ack.hash}`)
    await expect(sent.getByTestId('transfer-ack-tx')).toContainText(
      `Acknowledged on Gitopia at height ${ack.height}`,
    )
    const hash =
      ((await sent.getByRole('link', { name: 'transaction' }).getAttribute('href')) ?? '')
        .split('/')
        .pop() ?? ''
    const fee = await txFee(stack.rest, hash)
    expect(await balanceOf(stack.rest, account.address)).toBe(10_000_000n - fee)
    // Shown to two decimals, the exact figure in its title.
    await expect(amountIn(page, 'Balances on Gitopia', 'LORE')).toHaveAttribute(
      'title',
      `${fromBaseUnits(10_000_000n - fee, 6)} LORE`,
    )
    // The account remembers its last transfer's counterparty: the next withdrawal starts there.
    const again = await openTransfer(page, 'Withdraw', osmosis.name)
    await expect(again.getByLabel('Receiver')).toHaveValue(distribution)
  })

  test('relayer down past the timeout: Timed out, then Refunded', async ({ page, stack }) => {
    const account = await signInFresh(page, stack, 'ibc-timeout')
    await relayer(stack, true)
    try {
      const sent = await transfer(page, 'Withdraw', osmosis.name, 'LORE', '1')
      await expect(sent.getByTestId('transfer-status')).toHaveText('Sent')
      const advance = await fetch(`${stack.control}/advance`, {
        method: 'POST',
        body: JSON.stringify({ chainId: osmosis.chainId, blocks: 200 }),
      })
      expect(advance.status).toBe(200)
      await expect(sent.getByTestId('transfer-status')).toHaveText('Timed out', { timeout: 30_000 })
      await expect(toast(page, 'error', /timed out/)).toBeVisible()
      await relayer(stack, false)
      await expect(sent.getByTestId('transfer-status')).toHaveText('Refunded', { timeout: 60_000 })
      await expect(sent.getByTestId('transfer-timeout-tx')).toContainText(
        /^Refunded on Gitopia at height \d+ · tx [0-9A-F]{10}…$/,
      )
      const hash =
        ((await sent.getByRole('link', { name: 'transaction' }).getAttribute('href')) ?? '')
          .split('/')
          .pop() ?? ''
      expect(await balanceOf(stack.rest, account.address)).toBe(
        10_000_000n - (await txFee(stack.rest, hash)),
      )
    } finally {
      await relayer(stack, false)
    }
  })
})

test('the assets page names Gitopia balances from the registry; unknown chains are 404', async ({
  page,
  stack,
}) => {
  await signInFreshAccount(page, stack.rest, 'assets')
  await page.getByRole('button', { name: 'Wallet menu' }).click()
  await page
    .getByRole('region', { name: 'Wallet menu' })
    .getByRole('link', { name: 'Assets' })
    .click()
  await expect(page).toHaveURL(/\/assets$/)
  await expect(amountIn(page, 'Balances on Gitopia', 'LORE')).toHaveText('10 LORE')
  expect((await fetch(`${stack.app}/api/ibc/unknown/info`)).status).toBe(404)
})
