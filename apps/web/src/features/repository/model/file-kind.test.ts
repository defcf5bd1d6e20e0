import { describe, expect, it } from 'vitest'
import { groupDigits } from './file-kind.ts'

describe('groupDigits', () => {
  it('writes counts as English does, in groups of three', () => {
    for (const count of [0, 7, 999, 1000, 45_678, 1_234_567, 10_000_000])
      expect(groupDigits(count)).toBe(count.toLocaleString('en'))
    expect(groupDigits(1_234_567)).toBe('1,234,567')
  })
})
