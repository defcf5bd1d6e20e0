import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures.ts'

/** Records whether the progress bar ever became visible (bar-of-progress adds `started`). */
async function watchProgressBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { progressShown: boolean }
    w.progressShown = false
    new MutationObserver(() => {
      if (document.querySelector('.route-progress.started')) w.progressShown = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  return {
    shown: () =>
      page.evaluate(() => (window as unknown as { progressShown: boolean }).progressShown),
    reset: () =>
      page.evaluate(() => {
        ;(window as unknown as { progressShown: boolean }).progressShown = false
      }),
  }
}

test.describe('app shell', () => {
  test('shows the network name read from the devnet', async ({ page, consoleErrors }) => {
    await page.goto('/home')
    await expect(page.getByRole('banner').getByTestId('network-name')).toHaveText(
      'gitopia-devnet-1',
    )
    await page.goto('/-/components')
    await expect(page.getByRole('banner').getByTestId('network-name')).toHaveText(
      'gitopia-devnet-1',
    )
    expect(consoleErrors).toEqual([])
  })

  test('falls back to the default network name and logs the error when the node is down', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/cosmos/base/tendermint/v1beta1/node_info', route => route.abort())
    await page.goto('/home')
    await expect(page.getByRole('banner').getByTestId('network-name')).toHaveText('gitopia')
    expect(consoleErrors.some(e => e.includes('Could not read the network name'))).toBe(true)
  })

  test('the progress bar stays hidden for a quick navigation and shows for a slow one', async ({
    page,
  }) => {
    const progress = await watchProgressBar(page)
    await page.goto('/home')
    await page.getByRole('link', { name: 'Component gallery' }).click()
    await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible()
    await progress.reset()
    // Both route chunks and the route data are loaded now: this change takes milliseconds.
    await page.getByRole('link', { name: 'Gitopia', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    expect(await progress.shown()).toBe(false)

    // A fresh page on a slow network: the gallery's code takes 800 ms to arrive.
    await page.goto('/home')
    await page.route('**/assets/components-gallery-*.js', async route => {
      await new Promise(resolve => setTimeout(resolve, 800))
      await route.continue()
    })
    await progress.reset()
    await page.getByRole('link', { name: 'Component gallery' }).click()
    await expect(page.locator('.route-progress.started')).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible()
    await expect(page.locator('.route-progress.finished')).toBeAttached()
  })

  test('the gallery shows each shared control once, in the look every page uses', async ({
    page,
  }) => {
    await page.goto('/-/components')
    const main = page.getByRole('main')
    const button = (name: string) => main.getByRole('button', { name, exact: true })
    const badge = (name: string) =>
      main.locator('.status-badge').filter({ hasText: new RegExp(`^${name}$`) })
    // Destructive red, primary purple, secondary neutral.
    await expect(button('Delete release')).toHaveCSS('background-color', 'rgb(207, 34, 46)')
    await expect(button('New issue')).toHaveCSS('background-color', 'rgb(109, 40, 217)')
    await expect(button('Edit')).toHaveCSS('background-color', 'rgb(246, 248, 250)')
    // A vote under way in the accent colour, an ending in green or red, the rest muted.
    await expect(badge('Voting')).toHaveCSS('color', 'rgb(109, 40, 217)')
    await expect(badge('Rejected')).toHaveCSS('color', 'rgb(207, 34, 46)')
    await expect(badge('Deposit period')).toHaveCSS('color', 'rgb(89, 99, 110)')
    // Filter chips: the chosen one filled and pressed; a click moves the choice.
    const chips = page.getByRole('navigation', { name: 'Filter by status' })
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await chips.getByRole('button', { name: 'Passed' }).click()
    await expect(chips.getByRole('button', { name: 'Passed' })).toHaveCSS(
      'background-color',
      'rgb(109, 40, 217)',
    )
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    // Unified / Split as one radio group.
    const views = page.getByRole('radiogroup', { name: 'Diff view' })
    await views.getByRole('radio', { name: 'Split' }).click()
    await expect(views.getByRole('radio', { name: 'Split' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })
})
