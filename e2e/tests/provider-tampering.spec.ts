import { expect, test } from '../fixtures.ts'
import { EVERY_PROVIDER_TAMPERS, FIRST_PROVIDER_TAMPERS, withFaults } from '../support/faults.ts'
import { activeProviders, mismatchAlert, PROVIDER_MISMATCH } from '../support/providers.ts'

const REPO = '/alice/hello-world'
const TAMPERED = 'altered by a storage provider'

test('a provider serving tampered files and listings is caught: the app shows the real content from the other provider', async ({
  page,
  stack,
}) => {
  const providers = await activeProviders(stack.rest)
  // provider-1 is the fastest, so it is chosen first, and it lies about every file and folder.
  await withFaults(stack, FIRST_PROVIDER_TAMPERS, async () => {
    await page.goto(`${REPO}/blob/master/src/main.ts`)
    const code = page.getByTestId('code-view')
    await expect(code).toContainText('export function greet', { timeout: 30_000 })
    await expect(code).not.toContainText(TAMPERED)
    await expect(page.getByRole('link', { name: 'Raw' })).toHaveAttribute(
      'href',
      new RegExp(`^${providers.get('provider-2')?.apiUrl}`),
    )
    // Folder listings come from the honest provider too: no invented file.
    await page.getByRole('link', { name: 'src', exact: true }).click()
    await expect(page.getByRole('link', { name: 'main.ts' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'tampered.txt' })).toHaveCount(0)
    await expect(page.getByText(PROVIDER_MISMATCH)).toHaveCount(0)
  })
})

test('when every provider tampers, the page says the content does not match instead of showing it', async ({
  page,
  stack,
}) => {
  await withFaults(stack, EVERY_PROVIDER_TAMPERS, async () => {
    await page.goto(`${REPO}/blob/master/src/main.ts`)
    await expect(mismatchAlert(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(TAMPERED)).toHaveCount(0)
    await page.goto(`${REPO}/tree/master/src`)
    await expect(mismatchAlert(page)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('link', { name: 'tampered.txt' })).toHaveCount(0)
  })
})
