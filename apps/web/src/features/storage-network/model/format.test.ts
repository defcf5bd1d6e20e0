import { describe, expect, it } from 'vitest'
import { formatCoins, formatRatio, formatSize } from './format.ts'

describe('storage network formats', () => {
  it('sizes in binary units', () => {
    expect(formatSize(0)).toBe('0 B')
    expect(formatSize(1023n)).toBe('1023 B')
    expect(formatSize(241_545n)).toBe('235.9 KB')
    expect(formatSize(5n * 1024n ** 3n)).toBe('5.0 GB')
  })

  it('coins and ratios', () => {
    expect(formatCoins([{ denom: 'ulore', amount: 1_000_000n }])).toBe('1 LORE')
    expect(formatCoins([])).toBe('0')
    expect(formatRatio(0.9)).toBe('90%')
    expect(formatRatio(1)).toBe('100%')
  })
})
