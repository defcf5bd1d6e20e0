import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import { DEMO_ACCOUNTS, DEMO_DAOS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { walletMenu } from '../wallet-helpers.ts'

const { alice, bob } = DEMO_ACCOUNTS

test('with a Ledger (APDU emulator): a community-pool spend is signed in Amino JSON', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.addInitScript(await buildBrowserInitScript('ledger', { mnemonic: alice.mnemonic }))
  await page.goto('/governance')
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await page.keyboard.press('Escape')
  const title = `Pool spend ${Date.now().toString(36)}`
  await page.getByRole('button', { name: 'New proposal' }).click()
  const form = page.getByRole('dialog', { name: 'New proposal' })
  await form.getByLabel('Kind').selectOption('spend')
  await form.getByLabel('Recipient').fill(bob.address)
  await form.getByLabel('Amount from the pool (LORE)').fill('1')
  await form.getByLabel('Title').fill(title)
  await form.getByLabel('Description (Markdown)').fill('Signed on a device')
  await form.getByLabel('Initial deposit (LORE)').fill('10')
  await form.getByRole('button', { name: 'Submit proposal' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('proposal-status')).toHaveText('Voting')
})

test('with a Ledger (APDU emulator): a DAO member proposal (nested MsgUpdateGroupMembers) is signed in Amino JSON', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const newcomer = (await wallet.getAccounts())[0]?.address ?? ''
  await page.addInitScript(await buildBrowserInitScript('ledger', { mnemonic: alice.mnemonic }))
  await page.goto(`/daos/${DEMO_DAOS.devnet.name}/dashboard`)
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Ledger' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect your Ledger' })
  await connect.getByRole('button', { name: 'Connect' }).click()
  await expect(connect).toBeHidden()
  await page.keyboard.press('Escape')
  await page.getByLabel('New member').fill(newcomer)
  await page.getByRole('button', { name: 'Propose member' }).click()
  const row = page.getByTestId('proposal').first()
  await expect(row).toContainText('Change members', { timeout: 30_000 })
  await row.getByRole('link').click()
  await expect(page.getByRole('list', { name: 'What it does' })).toHaveText(
    `Add ${newcomer} with weight 1`,
  )
  await expect(page.getByTestId('proposal-status')).toHaveText('Voting')
})
