import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { DEMO_ACCOUNTS, DEMO_DAOS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { connectLedger, submitProposalOnLedger } from '../support/governance.ts'

const { alice, bob } = DEMO_ACCOUNTS

test('with a Ledger (APDU emulator): a community-pool spend (gov v1 carrying MsgCommunityPoolSpend) is signed in Amino JSON', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await submitProposalOnLedger(page, alice.mnemonic, 'Pool spend', {
    recipient: bob.address,
    amount: '1',
  })
  await expect(page.getByTestId('pool-spend')).toHaveText(
    `If it passes, the community pool pays 1 LORE to ${bob.address}.`,
  )
})

test('with a Ledger (APDU emulator): a DAO member proposal (nested MsgUpdateGroupMembers) is signed in Amino JSON', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
  const newcomer = (await wallet.getAccounts())[0]?.address ?? ''
  await connectLedger(page, alice.mnemonic, `/daos/${DEMO_DAOS.devnet.name}/dashboard`)
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
