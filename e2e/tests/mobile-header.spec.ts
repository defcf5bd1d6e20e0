// The header at phone widths: its controls stay reachable through its folded menu, with tap
// targets of at least 44 px (route-sweep.spec.ts checks every route for sideways scrolling).
import { expect, test } from '../fixtures.ts'
import { sidewaysOverflow } from '../support/page-checks.ts'
import { signInFreshAccount } from '../wallet-helpers.ts'

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

// The signed-in header is the fullest: its search box still shows its whole placeholder.
for (const width of [1280, 390]) {
  test(`signed in at ${width} px, the search box shows its whole placeholder`, async ({
    page,
    stack,
  }) => {
    await signInFreshAccount(page, stack.rest, 'header-fit')
    await page.setViewportSize({ width, height: 800 })
    const banner = page.getByRole('banner')
    const menu = banner.getByRole('button', { name: 'Menu' })
    if (await menu.isVisible()) await menu.click()
    const search = banner.getByRole('searchbox', { name: 'Search Gitopia' })
    await expect(search).toBeVisible()
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')
      if (!context) return -1
      context.font = style.font
      const text = context.measureText(input.placeholder).width
      const inner =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return inner - text
    })
    expect(room).toBeGreaterThanOrEqual(0)
    expect((await sidewaysOverflow(page)).pixels).toBe(0)
  })
}
