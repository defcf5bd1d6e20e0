import { DEMO_REPOSITORIES } from '@gitopia-client/devnet/demo-world'
import { expect, test } from '../fixtures.ts'

const hello = DEMO_REPOSITORIES.helloWorld

test.describe('the storage network', () => {
  test('/storage: stats, active providers with stake and liveness, params; a provider page', async ({
    page,
  }) => {
    await page.goto('/storage')
    await expect(page.getByRole('heading', { name: 'Storage network' })).toBeVisible()
    const stats = page.getByLabel('Network stats')
    await expect(stats).toContainText('Active providers2')
    const active = page.getByRole('table', { name: 'Active providers' })
    await expect(active.getByRole('row')).toHaveCount(3)
    await expect(active.getByRole('row').nth(1)).toContainText('provider-1')
    await expect(active.getByRole('row').nth(1)).toContainText('Active')
    await expect(active.getByRole('row').nth(1)).toContainText('1 LORE')
    await expect(page.getByText(/Challenge every\s*\d+ blocks/)).toBeVisible()

    await active.getByRole('link', { name: 'provider-1' }).click()
    await expect(page).toHaveURL(/\/storage\/providers\/gitopia1/)
    await expect(page.getByRole('heading', { name: 'provider-1' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+$/ })).toBeVisible()
  })

  test("a repository's Storage tab: packfile, release assets", async ({ page }) => {
    await page.goto(`/${hello.owner}/${hello.name}`)
    await page.getByRole('link', { name: 'Storage', exact: true }).click()
    await expect(page).toHaveURL(`/${hello.owner}/${hello.name}/storage`)
    const packfile = page.getByLabel('Packfile')
    await expect(packfile).toContainText(/pack-[0-9a-f]{40}\.pack/)
    await expect(packfile).toContainText(/CID\s*baf/)
    await expect(page.getByRole('list', { name: 'Release assets' })).toContainText(
      'v1.0.0/hello-world-1.0.0.tar.gz',
    )
    await expect(page.getByRole('heading', { name: 'LFS objects' })).toBeVisible()
  })
})
