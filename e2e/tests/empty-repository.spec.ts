// An empty repository's quick setup: install the remote helper (linked), save the wallet file
// from the wallet menu's "Download backup", push; readable on a phone and without axe violations.
import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'
import { wcagViolations } from '../support/axe.ts'
import { settled, sidewaysOverflow } from '../support/page-checks.ts'
import { signInAt } from '../support/ui.ts'

test('an empty repository gives the quick-setup steps with their links', async ({ page }) => {
  await signInAt(page, '/alice/empty-repo', DEMO_ACCOUNTS.alice, 'alice')
  // Then on a phone in the dark theme (the header folds: sign in first).
  await page.setViewportSize({ width: 360, height: 740 })
  // Reduced motion: a toast that shows during a check (signing in says so) is checked in its final
  // colours, not halfway through fading in.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
  const setup = page.getByRole('region', { name: 'This repository is empty' })
  const steps = setup.getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.nth(0).getByRole('heading')).toHaveText('1. Install git-remote-gitopia')
  await expect(
    steps.nth(0).getByRole('link', { name: 'installation steps of git-remote-gitopia' }),
  ).toHaveAttribute('href', 'https://github.com/gitopia/git-remote-gitopia')
  await expect(steps.nth(1)).toContainText('GITOPIA_WALLET')
  await expect(page.getByTestId('push-instructions')).toContainText(
    'git remote add origin gitopia://alice/empty-repo',
  )
  await expect(setup.getByRole('button', { name: /^Copy / })).toHaveCount(3)

  await settled(page)
  // Signing in said so in a toast; the page is checked once it has gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  const overflow = await sidewaysOverflow(page)
  const dark = await wcagViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize({ width: 1280, height: 800 })
  const light = await wcagViolations(page)
  expect({ overflow, dark, light }).toEqual({
    overflow: { pixels: 0, causes: [] },
    dark: [],
    light: [],
  })

  // "wallet menu" opens the wallet menu, where the backup is downloaded.
  await steps.nth(1).getByRole('button', { name: 'wallet menu' }).click()
  await expect(
    page
      .getByRole('region', { name: 'Wallet menu' })
      .getByRole('button', { name: 'Download backup' }),
  ).toBeVisible()
})
