import { describe, expect, it } from 'vitest'
import { balanceText } from './token-amount.tsx'

describe('balanceText', () => {
  it('shows at most two decimals, rounded down, with the exact figure beside', () => {
    expect(balanceText(994_971_893n, 6, 'LORE')).toEqual({
      short: '994.97 LORE',
      exact: '994.971893 LORE',
    })
    // Rounded down: 9.999 LORE never reads as 10.
    expect(balanceText(9_999_000n, 6, 'LORE').short).toBe('9.99 LORE')
    expect(balanceText(10_000_000n, 6, 'LORE')).toEqual({ short: '10 LORE', exact: '10 LORE' })
    expect(balanceText(10_500_000n, 6, 'LORE').short).toBe('10.5 LORE')
  })

  it('groups thousands in the figure shown, not in the exact one', () => {
    expect(balanceText(1_003_008_305_326_410n, 6, 'LORE')).toEqual({
      short: '1,003,008,305.32 LORE',
      exact: '1003008305.32641 LORE',
    })
    expect(balanceText(1_000n, 0, 'uatom').short).toBe('1,000 uatom')
  })

  it('never shows a positive balance as 0', () => {
    expect(balanceText(4_000n, 6, 'LORE')).toEqual({ short: '< 0.01 LORE', exact: '0.004 LORE' })
    expect(balanceText(0n, 6, 'LORE').short).toBe('0 LORE')
  })

  it('leaves tokens without decimals whole (grouped)', () => {
    expect(balanceText(3_000_000n, 0, 'uosmo via transfer/channel-99').short).toBe(
      '3,000,000 uosmo via transfer/channel-99',
    )
  })
})
