import { expect, test } from '../fixtures.ts'

test.describe('repository pages', () => {
  test('an unknown owner shows the 404 page', async ({ page }) => {
    await page.goto('/nosuchowner/some-repo')
    await expect(page).toHaveTitle('Error - 404')
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
  })

  test('an owner name the chain could never accept is a 404 without a lookup', async ({ page }) => {
    const lookups: string[] = []
    page.on('request', request => {
      if (request.url().includes('/gitopia/gitopia/gitopia/')) lookups.push(request.url())
    })
    await page.goto('/x_y/some-repo/tree/master')
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    expect(lookups.filter(url => url.includes('x_y'))).toEqual([])
  })

  test('the sidebar names a fork by its owner and links to it', async ({ page }) => {
    await page.goto('/alice/hello-world')
    const forks = page.getByRole('complementary', { name: 'About this repository' })
    const fork = forks.getByRole('link', { name: 'bob/hello-world' })
    await expect(fork).toBeVisible()
    await fork.click()
    await expect(page).toHaveURL(/\/bob\/hello-world$/)
    await expect(page.getByRole('heading', { level: 1, name: /hello-world/ })).toContainText(
      'hello-world',
    )
  })
})
