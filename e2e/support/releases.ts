import { DEMO_ACCOUNTS } from '@gitopia-client/devnet/demo-world'
import { expect, type Page } from '@playwright/test'
import { signIn } from './ui.ts'

/** Signed in as alice, drafts a release of alice/hello-world on a new tag, titled `Release <tag>`. */
export async function draftRelease(page: Page, tag: string) {
  await page.goto('/alice/hello-world/releases')
  await signIn(page, DEMO_ACCOUNTS.alice.mnemonic, 'alice')
  await page.getByRole('link', { name: 'Draft a new release' }).click()
  await page.getByLabel('Tag', { exact: true }).fill(tag)
  // Publishing waits for the tag lookup (a click before it only says "Still checking the tag").
  await expect(
    page.getByText(`A new tag ${tag} will be created from the target branch.`),
  ).toBeVisible()
  await page.getByLabel('Release title').fill(`Release ${tag}`)
}

/** Attaches a text file `name` holding `contents` to the release being drafted. */
export async function attachTextFile(page: Page, name: string, contents: string | Buffer) {
  await page.getByLabel('Attach files').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(contents),
  })
}
