import { expect, test, type StackUrls } from '../fixtures.ts'

const REPO = '/alice/hello-world'
const MISMATCH = 'The storage provider returned content that does not match the repository'
const TAMPERED = 'altered by a storage provider'

function faultControl(stack: StackUrls) {
  const faults = `${stack.rest}/_devnet/faults`
  return {
    set: (target: string, change: Record<string, unknown>) =>
      fetch(faults, { method: 'POST', body: JSON.stringify({ target, ...change }) }),
    reset: () => fetch(`${faults}/reset`, { method: 'POST' }),
  }
}

async function providerUrls(stack: StackUrls): Promise<Map<string, string>> {
  const { providers } = (await (
    await fetch(`${stack.rest}/gitopia/gitopia/storage/active-providers`)
  ).json()) as { providers: { moniker: string; api_url: string }[] }
  return new Map(providers.map(p => [p.moniker, p.api_url]))
}

test('a provider serving tampered files and listings is caught: the app shows the real content from the other provider', async ({
  page,
  stack,
}) => {
  const faults = faultControl(stack)
  const urls = await providerUrls(stack)
  try {
    // provider-1 is the fastest, so it is chosen first, and it lies about every file and folder.
    await faults.set('provider-2', { latencyMs: 1500 })
    await faults.set('provider-1', { tamper: true })
    await page.goto(`${REPO}/blob/master/src/main.ts`)
    const code = page.getByTestId('code-view')
    await expect(code).toContainText('export function greet', { timeout: 30_000 })
    await expect(code).not.toContainText(TAMPERED)
    await expect(page.getByRole('link', { name: 'Raw' })).toHaveAttribute(
      'href',
      new RegExp(`^${urls.get('provider-2')}`),
    )
    // Folder listings come from the honest provider too: no invented file.
    await page.getByRole('link', { name: 'src', exact: true }).click()
    await expect(page.getByRole('link', { name: 'main.ts' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'tampered.txt' })).toHaveCount(0)
    await expect(page.getByText(MISMATCH)).toHaveCount(0)
  } finally {
    await faults.reset()
  }
})

test('when every provider tampers, the page says the content does not match instead of showing it', async ({
  page,
  stack,
}) => {
  const faults = faultControl(stack)
  try {
    await faults.set('provider-1', { tamper: true })
    await faults.set('provider-2', { tamper: true })
    await page.goto(`${REPO}/blob/master/src/main.ts`)
    await expect(page.getByRole('alert').filter({ hasText: MISMATCH })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText(TAMPERED)).toHaveCount(0)
    await page.goto(`${REPO}/tree/master/src`)
    await expect(page.getByRole('alert').filter({ hasText: MISMATCH })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('link', { name: 'tampered.txt' })).toHaveCount(0)
  } finally {
    await faults.reset()
  }
})
