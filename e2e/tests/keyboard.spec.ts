// Keyboard only: the first Tab offers "Skip to content", which jumps past the header; the header
// itself is reached in reading order.
import { DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'

const hello = DEMO_REPOSITORIES.helloWorld

test('the first Tab offers a skip link past the header, in reading order otherwise', async ({
  page,
}) => {
  await page.goto(`/${hello.owner}/${hello.name}`)
  await expect(page.getByRole('heading', { name: 'README.md' })).toBeVisible()

  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  // Without skipping, the header comes next, in the order it reads.
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Gitopia', exact: true }),
  ).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(skip).toBeFocused()

  // Enter skips: the next Tab lands in the page's content, not in the header.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  await page.keyboard.press('Tab')
  const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null)
  expect(inMain).toBe(true)
  expect(page.url()).toMatch(new RegExp(`/${hello.owner}/${hello.name}$`))
})
