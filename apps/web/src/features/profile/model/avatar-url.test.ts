import { describe, expect, it } from 'vitest'
import { checkAvatarUrl, safeAvatarUrl } from './avatar-url.ts'

describe('avatar URLs', () => {
  it('accept https only and never script or data URLs', () => {
    expect(checkAvatarUrl('https://example.com/a.png')).toEqual({
      ok: true,
      url: 'https://example.com/a.png',
    })
    expect(checkAvatarUrl('')).toEqual({ ok: true, url: '' })
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://example.com/a.png',
      '//example.com/a.png',
      'example.com/a.png',
      'https://user:pw@example.com/a.png',
      `https://example.com/${'a'.repeat(2048)}`,
    ]) {
      expect(checkAvatarUrl(bad).ok, bad).toBe(false)
      expect(safeAvatarUrl(bad), bad).toBeNull()
    }
  })
})
