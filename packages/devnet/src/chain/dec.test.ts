import { describe, expect, it } from 'vitest'
import { DEC, decAtomics, formatDec, formatDecShort, normalizeDec, parseDec } from './dec.ts'

describe('sdk.Dec', () => {
  it('parses whole numbers, fractions and signs into atomics of 10^18', () => {
    expect(parseDec('1')).toBe(DEC)
    expect(parseDec('0.5')).toBe(DEC / 2n)
    expect(parseDec('.25')).toBe(DEC / 4n)
    expect(parseDec('-2.5')).toBe(-5n * (DEC / 2n))
    expect(parseDec('0.0000000000000000019')).toBe(1n)
  })

  it('prints as the chain does: 18 places in JSON, atomics in protobuf', () => {
    expect(formatDec(DEC / 2n)).toBe('0.500000000000000000')
    expect(formatDec(-DEC)).toBe('-1.000000000000000000')
    expect(normalizeDec('0.334')).toBe('0.334000000000000000')
    expect(decAtomics('0.5')).toBe('500000000000000000')
    expect(formatDecShort(parseDec('10.000'))).toBe('10')
    expect(formatDecShort(parseDec('1.50'))).toBe('1.5')
    expect(formatDecShort(0n)).toBe('0')
  })
})
