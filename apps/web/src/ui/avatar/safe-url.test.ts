import { describe, expect, it } from 'vitest'
import { safeImageUrl, safeLinkUrl } from './safe-url.ts'

describe('safeImageUrl', () => {
  it('keeps absolute https URLs', () => {
    expect(safeImageUrl(' https://example.com/a.png ')).toBe('https://example.com/a.png')
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'http://example.com/a.png',
    '//evil.example/a.png',
    '/relative.png',
    'vbscript:x',
    '',
    'not a url',
  ])('drops %j', url => {
    expect(safeImageUrl(url)).toBeNull()
  })
})

describe('safeLinkUrl', () => {
  it('allows http and https only', () => {
    expect(safeLinkUrl('http://acme.example')).toBe('http://acme.example/')
    expect(safeLinkUrl('https://acme.example/x')).toBe('https://acme.example/x')
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull()
    expect(safeLinkUrl('data:text/html,hi')).toBeNull()
    expect(safeLinkUrl('acme.example')).toBeNull()
  })
})
