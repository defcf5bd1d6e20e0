import { createHash } from 'node:crypto'
import { DEMO_RELEASES } from '@gitopia-client/devnet/demo-world'
import type { Page } from '@playwright/test'
import { expect, test, type StackUrls } from '../fixtures.ts'
import { EVERY_PROVIDER_TAMPERS, FIRST_PROVIDER_TAMPERS, withFaults } from '../support/faults.ts'
import { PROVIDER_MISMATCH } from '../support/providers.ts'
import { attachTextFile, draftRelease } from '../support/releases.ts'

const [ASSET] = DEMO_RELEASES.v1.assets.filter(asset => asset.name === 'checksums.txt')

/** The attachment as the chain records it (size and sha256). */
async function onChain(stack: StackUrls, name: string) {
  const response = await fetch(
    `${stack.rest}/gitopia/gitopia/gitopia/alice/repository/hello-world/releases/tag/${DEMO_RELEASES.v1.tag}`,
  )
  const body = (await response.json()) as {
    Release: { attachments: { name: string; sha: string; size: string }[] }
  }
  const found = body.Release.attachments.find(attachment => attachment.name === name)
  if (!found) throw new Error(`no attachment ${name} on chain`)
  return found
}

const releaseArticle = (page: Page) => page.getByRole('article', { name: DEMO_RELEASES.v1.name })

test('a release asset from a tampering provider is refused; the checked file comes from the next provider', async ({
  page,
  stack,
}) => {
  const expected = await onChain(stack, ASSET?.name ?? '')
  await withFaults(stack, FIRST_PROVIDER_TAMPERS, async () => {
    await page.goto('/alice/hello-world/releases')
    const download = page.waitForEvent('download')
    await releaseArticle(page).getByRole('button', { name: ASSET?.name }).click()
    const saved = await (await download).createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of saved) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect(bytes.length).toBe(Number(expected.size))
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(expected.sha)
    await expect(page.getByText(PROVIDER_MISMATCH)).toHaveCount(0)
  })
})

test('when every provider serves other bytes for a release asset, nothing is saved and the page says why', async ({
  page,
  stack,
}) => {
  await withFaults(stack, EVERY_PROVIDER_TAMPERS, async () => {
    await page.goto('/alice/hello-world/releases')
    let downloads = 0
    page.on('download', () => downloads++)
    await releaseArticle(page).getByRole('button', { name: ASSET?.name }).click()
    await expect(releaseArticle(page).getByRole('alert')).toHaveText(PROVIDER_MISMATCH, {
      timeout: 30_000,
    })
    expect(downloads).toBe(0)
  })
})

test('publishing refuses a provider whose upload answer differs from the file hashed here', async ({
  page,
  stack,
}) => {
  await withFaults(stack, EVERY_PROVIDER_TAMPERS, async () => {
    const tag = `v8.${Date.now() % 1000}.0`
    await draftRelease(page, tag)
    await attachTextFile(page, 'build.txt', 'the real build\n')
    await page.getByRole('button', { name: 'Publish release' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'build.txt' })).toContainText(
      'does not match the file (size or SHA-256); nothing was published',
      { timeout: 30_000 },
    )
    const release = await fetch(
      `${stack.rest}/gitopia/gitopia/gitopia/alice/repository/hello-world/releases/tag/${tag}`,
    )
    expect(release.status).not.toBe(200)
  })
})
