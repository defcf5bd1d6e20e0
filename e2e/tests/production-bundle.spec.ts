import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { expect, test } from '../fixtures.ts'

const web = resolve(import.meta.dirname, '../../apps/web')

/** Every file of a built app, as text. */
async function builtText(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true })
  const texts = await Promise.all(
    files
      .filter(file => file.isFile() && /\.(js|html|css)$/.test(file.name))
      .map(file => readFile(join(file.parentPath, file.name), 'utf8')),
  )
  return texts.join('\n')
}

test('the production build carries no Ledger test hook; the e2e build does', async () => {
  const production = await builtText(join(web, 'dist'))
  const e2e = await builtText(join(web, 'dist-e2e'))
  expect(production).toContain('DeviceTransport')
  expect(production).not.toContain('__gitopiaLedgerDevice')
  expect(e2e).toContain('__gitopiaLedgerDevice')
})

test('the component gallery is in the e2e build only: production has neither its page nor its footer link', async () => {
  const production = await builtText(join(web, 'dist'))
  const e2e = await builtText(join(web, 'dist-e2e'))
  expect(production).not.toContain('Component gallery')
  expect(e2e).toContain('Component gallery')
})

test("the built page carries its early scripts inline and none of index.html's comments", async () => {
  const html = await readFile(join(web, 'dist', 'index.html'), 'utf8')
  expect(html).toContain('<script>')
  expect(html).not.toContain('data-inline')
  expect(html).not.toContain('<!--')
})
