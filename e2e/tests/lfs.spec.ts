import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { crc32, deflateSync } from 'node:zlib'
import { expect, test } from '../fixtures.ts'
import { withFaults } from '../support/faults.ts'
import { pushCommits } from '../support/git-push.ts'
import { mismatchAlert } from '../support/providers.ts'
import { buildOwnedRepository } from '../support/world.ts'

/** The file view's size label (model/file-kind.ts formatBytes, for sizes under 1 MB). */
const sizeLabel = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`
const POINTER = 'version https://git-lfs.github.com/spec/v1'

/** A real PNG (RGB gradient) so the browser has something to decode. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set([x % 256, y % 256, 128], y * (width * 3 + 1) + 1 + x * 3)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('a repository pushed with git-lfs shows its LFS files’ real content and size, and refuses altered objects', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  const { owner, repository } = await buildOwnedRepository(stack, 'lfs')
  const image = png(64, 48)
  const data = randomBytes(300 * 1024)
  await pushCommits(
    stack.rest,
    owner.mnemonic,
    repository.id,
    [
      {
        message: 'Add LFS files',
        files: { 'assets/gradient.png': image, 'data.bin': data, 'README.md': '# LFS\n' },
      },
    ],
    { lfsTrack: ['*.png', '*.bin'] },
  )

  // The image renders from the object's bytes, with the object's size (not the pointer's).
  await page.goto(`${repository.path}/blob/master/assets/gradient.png`)
  const file = page.getByRole('region', { name: 'File gradient.png' })
  const img = file.getByRole('img', { name: 'gradient.png' })
  await expect(img).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => img.evaluate(element => (element as HTMLImageElement).naturalWidth))
    .toBe(64)
  await expect(file).toContainText(sizeLabel(image.length))
  await expect(file).toContainText('Stored with Git LFS')
  await expect(page.getByText(POINTER)).toHaveCount(0)

  // A binary LFS file: its real size, and Download saves the real bytes.
  await page.goto(`${repository.path}/blob/master/data.bin`)
  const binary = page.getByRole('region', { name: 'File data.bin' })
  await expect(binary).toContainText('Binary file not shown', { timeout: 30_000 })
  await expect(binary).toContainText(sizeLabel(data.length))
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    binary.getByRole('button', { name: 'Download' }).click(),
  ])
  const saved = await readFile(await download.path())
  expect(createHash('sha256').update(saved).digest('hex')).toBe(
    createHash('sha256').update(data).digest('hex'),
  )

  // Providers whose LFS objects do not hash to the pointer's oid: the page says so.
  const tamperLfs = { 'provider-1': { tamperLfs: true }, 'provider-2': { tamperLfs: true } }
  await withFaults(stack, tamperLfs, async () => {
    const fresh = await page.context().newPage()
    await fresh.goto(`${repository.path}/blob/master/assets/gradient.png`)
    await expect(mismatchAlert(fresh)).toBeVisible({ timeout: 30_000 })
    await expect(fresh.getByRole('img', { name: 'gradient.png' })).toHaveCount(0)
    await fresh.close()
  })
})
