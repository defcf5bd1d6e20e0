import { describe, expect, it } from 'vitest'
import { coinsOf, formatCoins, formatDenomAmount } from './coins.ts'

describe('explorer amounts', () => {
  it('shows known tokens in display units and others raw', () => {
    expect(formatDenomAmount(1_500_000n, 'ulore')).toBe('1.5 LORE')
    expect(formatDenomAmount(2n, 'uosmo')).toBe('0.000002 OSMO')
    expect(formatDenomAmount(7n, 'ibc/ABC')).toBe('7 ibc/ABC')
  })

  it('joins several coins and says when there are none', () => {
    expect(formatCoins([])).toBe('none')
    expect(
      formatCoins([
        { amount: 1n, denom: 'ulore' },
        { amount: 3n, denom: 'x' },
      ]),
    ).toBe('0.000001 LORE + 3 x')
  })
})

describe('coins in gateway JSON', () => {
  it('reads a coin list and refuses anything else', () => {
    expect(coinsOf([{ denom: 'ulore', amount: '5' }])).toEqual([{ denom: 'ulore', amount: 5n }])
    expect(coinsOf([])).toBeNull()
    expect(coinsOf([{ denom: 'ulore', amount: '-5' }])).toBeNull()
    expect(coinsOf([{ denom: 'ulore' }])).toBeNull()
    expect(coinsOf('5ulore')).toBeNull()
  })
})
