import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkAmount,
  formatAmount,
  formatCoin,
  parseAmount,
  UINT128_MAX,
  UINT64_MAX,
} from './amount.ts'
import { OSMO } from './constants.ts'

describe('parseAmount', () => {
  it.each([
    ['1.5', 1_500_000n],
    ['1', 1_000_000n],
    ['0.000001', 1n],
    ['.25', 250_000n],
    ['7.', 7_000_000n],
    [' 42 ', 42_000_000n],
    ['1.5000000', 1_500_000n],
    ['0', 0n],
    ['000123.4', 123_400_000n],
  ])('parses %j into %s ulore', (input, expected) => {
    expect(parseAmount(input)).toBe(expected)
  })

  it('keeps precision far beyond 2^53', () => {
    expect(parseAmount('9007199254.740993')).toBe(9_007_199_254_740_993n)
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'negative'],
    ['1.0000001', 'too-many-decimals'],
    ['abc', 'malformed'],
    ['1,5', 'malformed'],
    ['1e6', 'malformed'],
    ['.', 'malformed'],
    ['1.2.3', 'malformed'],
    ['0x10', 'malformed'],
    ['NaN', 'malformed'],
    ['Infinity', 'malformed'],
  ])('rejects %j as %s', (input, problem) => {
    expect(checkAmount(input)).toMatchObject({ ok: false, problem })
  })

  it('gives a readable message', () => {
    expect(() => parseAmount('1.1234567')).toThrow('Use at most 6 decimal places')
    expect(() => parseAmount('-3')).toThrow('Amount cannot be negative')
  })

  it('rejects values beyond uint64 by default and beyond uint128 when asked', () => {
    expect(parseAmount('18446744073709.551615')).toBe(UINT64_MAX)
    expect(checkAmount('18446744073709.551616')).toMatchObject({ problem: 'too-large' })
    const beyond128 = formatAmount(UINT128_MAX + 1n)
    expect(parseAmount(formatAmount(UINT128_MAX), { max: UINT128_MAX })).toBe(UINT128_MAX)
    expect(checkAmount(beyond128, { max: UINT128_MAX })).toMatchObject({ problem: 'too-large' })
  })

  it('rejects zero only when asked to', () => {
    expect(checkAmount('0.0', { allowZero: false })).toMatchObject({ problem: 'zero' })
  })

  it('uses the decimals of the token', () => {
    expect(parseAmount('2.5', { decimals: 2 })).toBe(250n)
    expect(checkAmount('2.555', { decimals: 2 })).toMatchObject({ problem: 'too-many-decimals' })
  })
})

describe('formatAmount', () => {
  it.each([
    [1_500_000n, '1.5'],
    [1n, '0.000001'],
    [0n, '0'],
    ['1000000', '1'],
    [123_456_789n, '123.456789'],
    [-2_500_000n, '-2.5'],
  ])('formats %s as %s', (base, expected) => {
    expect(formatAmount(base)).toBe(expected)
  })

  it('names the display unit', () => {
    expect(formatCoin(1_500_000n)).toBe('1.5 LORE')
    expect(formatCoin('25000', OSMO)).toBe('0.025 OSMO')
  })
})

describe('round trips (property)', () => {
  it('format then parse gives back the same minimal-unit amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: UINT64_MAX }), value => {
        expect(parseAmount(formatAmount(value))).toBe(value)
      }),
    )
  })

  it('parse then format gives back the canonical form of the input', () => {
    const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{1,${max}}$`))
    fc.assert(
      fc.property(digits(12), fc.option(digits(6)), (whole, fraction) => {
        const input = fraction === null ? whole : `${whole}.${fraction}`
        const canonical = (s: string) =>
          s.includes('.')
            ? s.replace(/^0+(?=\d)/, '').replace(/\.?0+$/, '')
            : s.replace(/^0+(?=\d)/, '')
        expect(formatAmount(parseAmount(input))).toBe(canonical(input) || '0')
      }),
    )
  })

  it('never accepts more than 6 decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,6}\.[0-9]{6}[1-9]$/), input => {
        expect(checkAmount(input)).toMatchObject({ ok: false, problem: 'too-many-decimals' })
      }),
    )
  })
})
