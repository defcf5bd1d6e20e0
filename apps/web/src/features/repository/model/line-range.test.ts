import { describe, expect, it } from 'vitest'
import { lineHash, parseLineHash, selectLine } from './line-range.ts'

describe('line links', () => {
  it('parses #L10 and #L10-L20 (in either order) and rejects anything else', () => {
    expect(parseLineHash('#L10')).toEqual({ start: 10, end: 10 })
    expect(parseLineHash('#L10-L20')).toEqual({ start: 10, end: 20 })
    expect(parseLineHash('#L20-L10')).toEqual({ start: 10, end: 20 })
    expect(parseLineHash('#L0')).toBeNull()
    expect(parseLineHash('#install')).toBeNull()
    expect(parseLineHash('')).toBeNull()
  })

  it('writes the hash back', () => {
    expect(lineHash({ start: 3, end: 3 })).toBe('#L3')
    expect(lineHash({ start: 3, end: 9 })).toBe('#L3-L9')
  })

  it('selects and shift-extends', () => {
    expect(selectLine(null, 5, true)).toEqual({ start: 5, end: 5 })
    expect(selectLine({ start: 5, end: 5 }, 9, true)).toEqual({ start: 5, end: 9 })
    expect(selectLine({ start: 5, end: 9 }, 2, true)).toEqual({ start: 2, end: 5 })
    expect(selectLine({ start: 5, end: 9 }, 7, false)).toEqual({ start: 7, end: 7 })
  })
})
