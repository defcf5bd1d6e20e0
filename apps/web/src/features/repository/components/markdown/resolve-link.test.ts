import { describe, expect, it } from 'vitest'
import { resolveLink, resolvePath } from './resolve-link.ts'

describe('resolveLink', () => {
  it('resolves relative paths against the document folder, with .. and ./', () => {
    expect(resolveLink('./src/main.ts', '')).toEqual({
      kind: 'repository',
      path: 'src/main.ts',
      hash: '',
    })
    expect(resolveLink('../LICENSE#L3', 'docs/guide')).toEqual({
      kind: 'repository',
      path: 'docs/LICENSE',
      hash: '#L3',
    })
    expect(resolveLink('/assets/logo.png', 'docs')).toMatchObject({ path: 'assets/logo.png' })
    expect(resolveLink('docs/odd%20names/a.txt', '')).toMatchObject({
      path: 'docs/odd names/a.txt',
    })
  })

  it('never lets a path climb above the root', () => {
    expect(resolvePath('../../../../etc/passwd', 'a')).toBe('etc/passwd')
  })

  it('keeps http(s) and mailto, blocks javascript:, data: and other schemes', () => {
    expect(resolveLink('https://example.com', '')).toEqual({
      kind: 'external',
      href: 'https://example.com',
    })
    expect(resolveLink('mailto:a@b.c', '')).toMatchObject({ kind: 'external' })
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
    ]) {
      expect(resolveLink(bad, '')).toEqual({ kind: 'blocked' })
    }
  })

  it('recognises in-document anchors', () => {
    expect(resolveLink('#install', '')).toEqual({ kind: 'anchor', id: 'install' })
  })
})
