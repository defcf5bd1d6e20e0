import { expect, test } from '../fixtures.ts'

test.describe('404 page', () => {
  test('unknown routes show the 404 page with its exact texts, and GO TO HOME leads home', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/this/page/does/not/exist')
    await expect(page).toHaveTitle('Error - 404')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
    await expect(
      page.getByText('Looks like the page you’re looking for doesn’t exist', { exact: true }),
    ).toBeVisible()
    await expect(page.getByText(/episode of its favourite series/)).toBeVisible()

    await page.getByRole('link', { name: 'GO TO HOME' }).click()
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page).not.toHaveTitle('Error - 404')
    expect(consoleErrors).toEqual([])
  })

  test('a page can signal 404, and the signal resets on the next route change', async ({
    page,
  }) => {
    // "x" can never be a DAO name, so the DAO dashboard signals 404 instead of rendering.
    await page.goto('/daos/x/dashboard')
    await expect(page).toHaveTitle('Error - 404')
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'x', exact: true })).toHaveCount(0)

    await page.getByRole('link', { name: 'GO TO HOME' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0)

    // Back on the same bad page, it signals again; a well-formed name no DAO has is asked
    // about and then shows the 404 page too.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
    const asked = page.waitForResponse(response => response.url().endsWith('/dao/no-such-dao'))
    await page.goto('/daos/no-such-dao/dashboard')
    expect((await asked).status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible()
  })
})
