import { expect, test } from '../fixtures.ts'
import { signInAt } from '../support/ui.ts'
import {
  balanceOf,
  closeWalletMenu,
  freshAccount,
  signInFreshAccount,
  toast,
  unlockPrompt,
  walletMenu,
} from '../wallet-helpers.ts'
import { recoverWallet, reviewSend } from '../support/wallet.ts'

const DEV = {
  address: 'gitopia19rl4cm2hmr8afy4kldpxz3fka4jguq0azc22sk',
  mnemonic:
    'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
}

test('saved wallets: switch (locked), delete after a confirmation, restore the last used', async ({
  page,
  stack,
}) => {
  // Fresh keys without a user: a chain username would rename the wallets at unlock.
  const first = await freshAccount(stack.rest)
  const second = await freshAccount(stack.rest)
  await page.goto('/home')
  await recoverWallet(page, first.mnemonic, 'first')
  await recoverWallet(page, second.mnemonic, 'second')
  await expect(page.getByTestId('wallet-name')).toHaveText('second')

  const menu = await walletMenu(page)
  const saved = menu.getByRole('region', { name: 'Saved wallets' })
  await expect(saved.getByRole('listitem')).toHaveCount(2)
  await saved.getByRole('button', { name: 'Switch to first' }).click()
  await expect(page.getByTestId('wallet-name')).toHaveText('first')
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()
  await expect((await walletMenu(page)).getByTestId('wallet-address')).toHaveText(first.address)

  // The last used wallet comes back after a reload, locked.
  await page.reload()
  await expect(page.getByTestId('wallet-name')).toHaveText('first')
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible()

  // Removing asks first; Cancel keeps it.
  await (await walletMenu(page)).getByRole('button', { name: 'Remove second' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove wallet' })
  await expect(confirm).toContainText('Remove second')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(
    (await walletMenu(page)).getByRole('button', { name: 'Switch to second' }),
  ).toBeVisible()
  await (await walletMenu(page)).getByRole('button', { name: 'Remove second' }).click()
  await confirm.getByRole('button', { name: 'Remove wallet' }).click()
  await expect(
    (await walletMenu(page)).getByRole('button', { name: 'Switch to second' }),
  ).toHaveCount(0)
  expect(
    await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('wallets') ?? '[]') as { name: string }[]).map(w => w.name),
    ),
  ).toEqual(['first'])

  // Removing the active one signs out.
  await (await walletMenu(page)).getByRole('button', { name: 'Remove first' }).click()
  await confirm.getByRole('button', { name: 'Remove wallet' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
})

test('claim rewards; notifications are added unread and marked read by type', async ({
  page,
  stack,
}) => {
  // The bell also counts the inbox (transfers and chain proposals this worker's other tests left
  // for dev): read first, so what follows counts the app's own messages.
  await signInAt(page, '/notifications', DEV, 'dev')
  const markAllRead = page.getByRole('button', { name: 'Mark all read' })
  await expect(markAllRead).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: /Reading the chain|Loading/ }),
  ).toHaveCount(0)
  if (await markAllRead.isEnabled()) await markAllRead.click()
  await expect(page.getByTestId('inbox-unread')).toHaveText('0 unread')
  await (await walletMenu(page)).getByRole('link', { name: 'Profile' }).click()
  const rewards = page.getByRole('region', { name: 'Rewards' })
  await expect(rewards.getByTestId('rewards-claimable')).toHaveText('Claimable: 50 LORE')
  const before = await balanceOf(stack.rest, DEV.address)
  await rewards.getByRole('button', { name: 'Claim rewards' }).click()
  await expect(toast(page, 'info', 'Rewards claimed')).toBeVisible({ timeout: 20_000 })
  await expect(rewards.getByTestId('rewards-claimable')).toHaveText('Claimable: 0 LORE')
  const after = await balanceOf(stack.rest, DEV.address)
  expect(after).toBeGreaterThan(before + 49_000_000n)
  expect(after).toBeLessThan(before + 50_000_000n)

  // Nothing left to claim: the action is off.
  await expect(rewards.getByRole('button', { name: 'Claim rewards' })).toBeDisabled()

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ })
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread')
  await bell.click()
  const panel = page.getByRole('region', { name: 'Notifications' })
  await expect(panel.getByRole('listitem')).toHaveText(['Unread: Rewards claimed'])
  await panel.getByRole('button', { name: 'Mark rewards read' }).click()
  await expect(panel.getByRole('listitem').first()).toHaveAttribute('data-unread', 'false')
  await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible()

  // Signing out leaves nothing of this account's notifications behind, also after a reload.
  await (await walletMenu(page)).getByRole('button', { name: 'Sign out' }).click()
  await page.reload()
  await page.getByRole('button', { name: 'Notifications, 0 unread' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'No notifications',
  )
})

test('a failed balance refresh says so and keeps the last balance, marked; a failed tx shows its raw log', async ({
  page,
  stack,
}) => {
  // A funded account without a user, so the profile page offers to create one.
  await signInFreshAccount(page, stack.rest, 'funded')
  await expect(page.getByTestId('wallet-balance').first()).not.toHaveText('0 LORE')

  await page.route('**/cosmos/bank/v1beta1/balances/**', route =>
    route.fulfill({ status: 500, body: '{"code":13,"message":"node is down"}' }),
  )
  await (await walletMenu(page)).getByRole('button', { name: 'Refresh' }).click()
  await expect(toast(page, 'error', 'Unable to update lore balance')).toBeVisible()
  await expect(page.getByTestId('wallet-balance-stale').first()).toBeVisible()
  await expect(page.getByTestId('wallet-balance').first()).not.toHaveText('0 LORE')
  await page.unroute('**/cosmos/bank/v1beta1/balances/**')
  await closeWalletMenu(page)

  // More than the balance: the fee check names the problem and shows the chain's log.
  const send = await reviewSend(page, DEV.address, '5000000')
  await expect(send.getByRole('alert')).toContainText('Not enough funds')
  await expect(send.getByRole('alert')).toContainText('insufficient funds')
  await send.getByRole('button', { name: 'Cancel' }).click()

  // A transaction the chain refuses: an error toast with the raw log; the form keeps its input.
  await (await walletMenu(page)).getByRole('link', { name: 'Profile' }).click()
  const createForm = page.getByRole('form', { name: 'Create user' })
  await createForm.getByLabel('Username').fill('admin')
  await createForm.getByRole('button', { name: 'Create user' }).click()
  const error = toast(page, 'error', /reserved name/)
  await expect(error).toBeVisible({ timeout: 20_000 })
  await expect(error).toContainText('(admin) is reserved name')
  await expect(createForm.getByLabel('Username')).toHaveValue('admin')
  await expect(unlockPrompt(page)).toHaveCount(0)
})
