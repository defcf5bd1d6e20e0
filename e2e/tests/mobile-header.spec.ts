// The header at phone widths: its controls stay reachable through its folded menu, with tap
// targets of at least 44 px (route-sweep.spec.ts checks every route for sideways scrolling).
import { expect, test } from '../fixtures.ts'
import { sidewaysOverflow } from '../support/page-checks.ts'

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]

for (const phone of PHONES) {
  test(`at ${phone.width} px the header folds into a menu that reaches search, network, wallet and theme`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto('/alice/hello-world')
    const banner = page.getByRole('banner')
    const menu = banner.getByRole('button', { name: 'Menu' })
    await expect(banner.getByRole('searchbox', { name: 'Search Gitopia' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeHidden()
    expect((await sidewaysOverflow(page)).pixels).toBe(0)

    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    for (const control of [
      banner.getByRole('searchbox', { name: 'Search Gitopia' }),
      banner.getByRole('link', { name: 'Explore' }),
      banner.getByRole('link', { name: /gitopia-devnet-1/ }),
      banner.getByRole('button', { name: 'Connect wallet' }),
      banner.getByRole('button', { name: /^Switch to (dark|light) theme$/ }),
      banner.getByRole('button', { name: /^Notifications/ }),
      banner.getByRole('button', { name: 'New' }),
      menu,
    ]) {
      await expect(control).toBeVisible()
      const box = await control.boundingBox()
      expect(
        box?.height,
        await control.evaluate(e => e.outerHTML.slice(0, 80)),
      ).toBeGreaterThanOrEqual(44)
    }
    expect((await sidewaysOverflow(page)).pixels).toBe(0)

    // Following a link folds the menu again.
    await banner.getByRole('link', { name: 'Explore' }).click()
    await expect(page).toHaveURL('/explore')
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await expect(banner.getByRole('searchbox', { name: 'Search Gitopia' })).toBeHidden()
  })
}
