// A deposit from Osmosis as its registry file describes it: two nodes, one of them down, and a gas
// price the spec fixes (0.025 uosmo) rather than the file's (0.03); when the chain's validators
// ask for more, the app says so and offers their minimum.
import { addressWithPrefix } from '@gitopia-client/chain/ibc'
import type { Locator, Page } from '@playwright/test'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { fundOn, packetTx } from '../support/ibc-chains.ts'
import { E2E_PASSWORD, recoverWallet } from '../support/wallet.ts'
import { freshAccount } from '../wallet-helpers.ts'

interface OsmosisFile {
  pretty_name: string
  chain_id: string
  bech32_prefix: string
  fees: { fee_tokens: { fixed_min_gas_price: number }[] }
  apis: { rest: { address: string }[]; rpc: { address: string }[] }
}

async function osmosisFile(stack: StackUrls): Promise<OsmosisFile | null> {
  const response = await fetch(`${stack.app}/api/ibc/osmosis/info`)
  return response.status === 200 ? ((await response.json()) as OsmosisFile) : null
}

const control = (stack: StackUrls, path: string, body: unknown) =>
  fetch(`${stack.control}${path}`, { method: 'POST', body: JSON.stringify(body) })

/** A fresh account with 10 LORE on Gitopia and 5 OSMO on Osmosis (funded through node 1). */
async function accountWithOsmo(stack: StackUrls, file: OsmosisFile) {
  const account = await freshAccount(stack.rest)
  const chain = {
    name: file.pretty_name,
    chainId: file.chain_id,
    prefix: file.bech32_prefix,
    rest: file.apis.rest[0]?.address ?? '',
    rpc: file.apis.rpc[0]?.address ?? '',
  }
  await fundOn(
    chain,
    'uosmo',
    '0.025uosmo',
    addressWithPrefix(account.address, chain.prefix),
    5_000_000n,
  )
  return account
}

/** Opens the deposit dialog for `amount` OSMO and asks for its review. */
async function reviewDeposit(page: Page, chain: string, amount: string): Promise<Locator> {
  await page
    .getByRole('region', { name: `Balances on ${chain}` })
    .getByRole('button', { name: 'Deposit to Gitopia' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Deposit into Gitopia' })
  await dialog.getByLabel('From chain').selectOption({ label: chain })
  const asset = dialog.getByLabel('Asset')
  const option = asset.locator('option').filter({ hasText: /^OSMO / })
  await asset.selectOption((await option.getAttribute('value')) ?? '')
  await dialog.getByLabel(/^Amount/).fill(amount)
  await dialog.getByRole('button', { name: 'Review' }).click()
  await expect(dialog.getByTestId('transfer-fee')).toBeVisible({ timeout: 20_000 })
  return dialog
}

/** The deposit's send_packet tx on Osmosis (read from node 2): its fee and gas limit. */
async function depositTx(file: OsmosisFile, transfer: Locator) {
  const sequence = /Packet (\d+) on channel-781/.exec((await transfer.textContent()) ?? '')?.[1]
  const rpc = file.apis.rpc[1]?.address ?? ''
  const rest = file.apis.rest[1]?.address ?? ''
  const { hash } = await packetTx(
    rpc,
    `send_packet.packet_src_channel='channel-781' AND send_packet.packet_sequence=${sequence}`,
  )
  const body = (await (await fetch(`${rest}/cosmos/tx/v1beta1/txs/${hash}`)).json()) as {
    tx: { auth_info: { fee: { amount: { denom: string; amount: string }[]; gas_limit: string } } }
  }
  const { fee } = body.tx.auth_info
  return { fee: fee.amount[0], gas: BigInt(fee.gas_limit) }
}

/** ceil(gas × price) for a price in thousandths. */
const feeAt = (gas: bigint, priceThousandths: bigint) => (gas * priceThousandths + 999n) / 1000n

test.describe('Osmosis as its registry file lists it', () => {
  test.describe.configure({ timeout: 180_000 })
  let file: OsmosisFile

  test.beforeEach(async ({ stack }) => {
    const found = await osmosisFile(stack)
    test.skip(found === null, 'the devnet serves no Osmosis counterparty')
    file = found as OsmosisFile
    expect(file.apis.rest).toHaveLength(2)
  })

  test.afterEach(async ({ stack }) => {
    await control(stack, '/reset', {})
    await control(stack, '/min-gas-price', { chainId: file.chain_id, price: 0.025 })
  })

  test('a deposit with the first node down goes through the second, at 0.025 uosmo per gas', async ({
    page,
    stack,
  }) => {
    const account = await accountWithOsmo(stack, file)
    // The file publishes 0.03; the spec fixes 0.025.
    expect(file.fees.fee_tokens[0]?.fixed_min_gas_price).toBe(0.03)
    await control(stack, '', { target: 'osmosis-node-1', down: true })

    await page.goto('/assets')
    await recoverWallet(page, account.mnemonic, 'ibc-nodes')
    const balances = page.getByRole('region', { name: `Balances on ${file.pretty_name}` })
    await expect(balances.getByTestId('asset-amount').filter({ hasText: / OSMO$/ })).toHaveText(
      '5 OSMO',
    )
    const dialog = await reviewDeposit(page, file.pretty_name, '2')
    await expect(dialog).toContainText('at its fixed gas price 0.025uosmo')
    await dialog.getByRole('button', { name: 'Confirm and send' }).click()
    await expect(dialog).toBeHidden({ timeout: 20_000 })
    const sent = page.getByTestId('ibc-transfer').first()
    await expect(sent.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })

    const { fee, gas } = await depositTx(file, sent)
    expect(fee).toEqual({ denom: 'uosmo', amount: feeAt(gas, 25n).toString() })
  })

  test('validators that ask more than 0.025: the refusal and its raw log, then their minimum is paid', async ({
    page,
    stack,
  }) => {
    const account = await accountWithOsmo(stack, file)
    await control(stack, '/min-gas-price', { chainId: file.chain_id, price: 0.05 })

    await page.goto('/assets')
    await recoverWallet(page, account.mnemonic, 'ibc-min-gas')
    const dialog = await reviewDeposit(page, file.pretty_name, '1')
    await dialog.getByRole('button', { name: 'Confirm and send' }).click()
    await expect(
      dialog.getByText('The fee is below the minimum gas price of the chain.'),
    ).toBeVisible({ timeout: 20_000 })
    const offer = dialog.getByTestId('fee-refusal')
    await expect(offer).toContainText(/asks for at least \d+uosmo for this transfer/)
    await offer.getByText('Details').click()
    await expect(offer.getByTestId('raw-log')).toContainText(
      /insufficient fees; got: \d+uosmo required: \d+uosmo/,
    )
    // The lowest price per gas that pays what the raw log asks for this gas: 0.05 and a hair.
    const pay = offer.getByRole('button', { name: /^Pay .+'s minimum \(0\.05\d*uosmo per gas\)$/ })
    const price = /\((0\.\d+)uosmo/.exec((await pay.textContent()) ?? '')?.[1] ?? ''
    expect(Number(price)).toBeLessThan(0.0501)
    await pay.click()
    await dialog.getByRole('button', { name: 'Review' }).click()
    await expect(dialog.getByTestId('transfer-fee')).toBeVisible({ timeout: 20_000 })
    await expect(dialog).toContainText(`at its validators' minimum ${price}uosmo`)
    await dialog.getByRole('button', { name: 'Confirm and send' }).click()
    await expect(dialog).toBeHidden({ timeout: 20_000 })
    const sent = page.getByTestId('ibc-transfer').first()
    await expect(sent.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
    const { fee, gas } = await depositTx(file, sent)
    const millionths = BigInt(Math.round(Number(price) * 1e6))
    expect(fee).toEqual({
      denom: 'uosmo',
      amount: ((gas * millionths + 999_999n) / 1_000_000n).toString(),
    })
  })

  test('a wallet that locks while a deposit waits for its confirmation asks for the password again', async ({
    page,
    stack,
  }) => {
    const account = await accountWithOsmo(stack, file)
    await page.clock.install()
    await page.goto('/assets')
    await recoverWallet(page, account.mnemonic, 'ibc-lock')
    const dialog = await reviewDeposit(page, file.pretty_name, '1')
    // Fifteen idle minutes on the review: the wallet locks itself.
    await page.clock.fastForward('16:00')
    await expect(
      page
        .getByRole('group', { name: 'Wallet' })
        .getByRole('button', { name: 'Unlock', exact: true }),
    ).toBeAttached()
    await dialog.getByRole('button', { name: 'Confirm and send' }).click()
    const prompt = page.getByRole('dialog').filter({ has: page.getByLabel(/Password/) })
    await expect(prompt).toBeVisible()
    await prompt.getByLabel(/Password/).fill(E2E_PASSWORD)
    await prompt.getByRole('button', { name: /Unlock/ }).click()
    await expect(dialog).toBeHidden({ timeout: 20_000 })
    const sent = page.getByTestId('ibc-transfer').first()
    await expect(sent.getByTestId('transfer-status')).toHaveText('Completed', { timeout: 60_000 })
  })
})
