import { expect, test } from '../fixtures.ts'
import { attachTextFile, draftRelease } from '../support/releases.ts'

const REPO = '/alice/hello-world'

test('a release with an asset: inline tag, upload and approval, download, edit, delete', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const tag = `v9.${Date.now() % 1000}.0`
  const notes = Buffer.from(`release notes ${tag}\n`.repeat(200))
  // A new tag is created from the target branch in the same flow.
  await draftRelease(page, tag)
  await page.getByRole('textbox', { name: 'Release notes' }).fill('Faster **greetings**.')
  await attachTextFile(page, 'notes.txt', notes)
  await page.getByRole('checkbox', { name: 'This is a pre-release' }).check()
  await page.getByRole('button', { name: 'Publish release' }).click()
  // Upload → tx → the provider's proposal → approval, then the release's page.
  await expect(page).toHaveURL(new RegExp(`${REPO}/releases/tag/${tag.replace(/\./g, '\\.')}$`), {
    timeout: 60_000,
  })
  await expect(page.getByTestId('pending-assets')).toHaveCount(0)

  // In-app navigation: a reload would lock the wallet again.
  await page
    .getByRole('navigation', { name: 'Repository' })
    .getByRole('link', { name: 'Releases' })
    .click()
  const release = page.getByRole('article', { name: `Release ${tag}` })
  await expect(release).toContainText('Pre-release')
  await expect(release.getByRole('strong')).toHaveText('greetings')
  // The asset downloads byte for byte through the app, checked against the chain's sha256.
  const download = page.waitForEvent('download')
  await release.getByRole('button', { name: 'notes.txt' }).click()
  const saved = await download
  expect(saved.suggestedFilename()).toBe('notes.txt')
  const chunks: Buffer[] = []
  for await (const chunk of await saved.createReadStream()) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).equals(notes)).toBe(true)

  // Edit the title; the tag stays.
  await release.getByRole('link', { name: 'Edit' }).click()
  await page.getByLabel('Release title').fill(`Release ${tag} (final)`)
  await page.getByRole('checkbox', { name: 'This is a pre-release' }).uncheck()
  await page.getByRole('button', { name: 'Update release' }).click()
  const edited = page.getByRole('article', { name: `Release ${tag} (final)` })
  await expect(edited).toBeVisible({ timeout: 30_000 })
  // No longer a pre-release: now the latest release.
  await expect(edited).not.toContainText('Pre-release')
  await expect(edited).toContainText('Latest')

  // Delete, with a confirmation and the approval of the assets' removal.
  await edited.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this release?' })
  await confirm.getByRole('button', { name: 'Delete release' }).click()
  await expect(page).toHaveURL(new RegExp(`${REPO}/releases$`), { timeout: 60_000 })
  await expect(page.getByRole('article', { name: `Release ${tag} (final)` })).toHaveCount(0)
  // The tag is kept.
  await page.goto(`${REPO}/tree/${tag}`)
  await expect(page.getByTestId('current-ref')).toHaveText(tag)
})
