import { afterEach, describe, expect, it, vi } from 'vitest'
import { fileText } from './file-text.ts'

afterEach(() => vi.restoreAllMocks())

describe('fileText', () => {
  it('decodes UTF-8', () => {
    expect(fileText(new TextEncoder().encode('# Grüße ✓'))).toBe('# Grüße ✓')
  })

  it('decodes the same bytes once, and other bytes apart', () => {
    const decode = vi.spyOn(TextDecoder.prototype, 'decode')
    const readme = new TextEncoder().encode('# Hello')
    expect(fileText(readme)).toBe('# Hello')
    expect(fileText(readme)).toBe('# Hello')
    expect(decode).toHaveBeenCalledTimes(1)
    expect(fileText(new TextEncoder().encode('# Other'))).toBe('# Other')
    expect(decode).toHaveBeenCalledTimes(2)
  })
})
