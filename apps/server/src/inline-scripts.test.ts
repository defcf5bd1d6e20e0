import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts.ts'

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('names each executed inline script by the hash of its exact text', () => {
    const theme = "{document.documentElement.classList.toggle('dark',true)}"
    const module = '\n  import("/assets/a.js")\n'
    const html = `<head><script>${theme}</script><script type="module">${module}</script></head>`
    expect(inlineScriptHashes(html)).toEqual([sha256(theme), sha256(module)])
  })

  it('allows no script that has a source, and no data block', () => {
    const html = `<script src="/assets/app.js"></script>
      <script type="application/json" id="app-config">{"a":1}</script>
      <script type="module" src="/assets/entry.js"></script>`
    expect(inlineScriptHashes(html)).toEqual([])
  })

  it('names a script once however often the page has it', () => {
    const html = '<script>a()</script><script>a()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('a()')])
  })
})
