// Votes signed by Keplr: a DAO (group) vote and a chain-governance vote go through the
// emulated extension at its real boundary (window.keplr): no local key exists in these pages.
import { buildBrowserInitScript } from '@gitopia-client/chain/testing'
import { DEMO_ACCOUNTS, DEMO_DAOS, DEMO_GROUP_PROPOSALS } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'
import { castVote, submitProposal } from '../support/governance.ts'
import { walletMenu } from '../wallet-helpers.ts'

const { alice, bob } = DEMO_ACCOUNTS

async function connectKeplr(page: Page, mnemonic: string, username: string) {
  await page.addInitScript(
    await buildBrowserInitScript('keplr', { mnemonic, name: `${username}-keplr` }),
  )
  await page.goto('/home')
  await (await walletMenu(page)).getByRole('button', { name: 'Connect Keplr' }).click()
  await expect(page.getByRole('button', { name: 'Lock', exact: true })).toBeVisible()
  // The wallet takes the account's chain username once it is known.
  await expect(page.getByTestId('wallet-name')).toHaveText(username)
  await page.keyboard.press('Escape')
}

test('Keplr: bob votes on a DAO proposal', async ({ page }) => {
  await connectKeplr(page, bob.mnemonic, 'bob')
  const proposal = DEMO_GROUP_PROPOSALS.newLogo
  await page.goto(`/daos/${DEMO_DAOS.devnet.name}/proposals/${proposal.id}`)
  await expect(page.getByRole('heading', { name: proposal.title })).toBeVisible()
  await page.getByLabel('Execute if it passes').uncheck()
  await page.getByRole('button', { name: 'Abstain', exact: true }).click()
  await expect(page.getByText('You voted Abstain.')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('list', { name: 'Votes' })).toContainText('bobAbstain')
})

test('Keplr: alice submits a governance proposal and votes on it', async ({ page }) => {
  test.setTimeout(90_000)
  await connectKeplr(page, alice.mnemonic, 'alice')
  await page.goto('/governance')
  const title = `Keplr signal ${Date.now().toString(36)}`
  await submitProposal(page, { title, description: 'Signed in the extension' })
  await castVote(page, 'Yes')
})
