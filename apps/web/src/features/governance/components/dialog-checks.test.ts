import { describe, expect, it } from 'vitest'
import { checkSpend } from './amount-check.ts'
import { splitWeights } from './vote-dialog.tsx'

describe('governance dialog checks (before anything is signed)', () => {
  it('refuses a deposit above the balance, zero, or a malformed amount', () => {
    expect(checkSpend('6', 10_000_000n)).toEqual({ ok: true, amount: 6_000_000n })
    expect(checkSpend('11', 10_000_000n)).toEqual({
      ok: false,
      message: 'That is more than your balance of 10 LORE',
    })
    expect(checkSpend('0', 10_000_000n).ok).toBe(false)
    expect(checkSpend('', 10_000_000n, true)).toEqual({ ok: true, amount: 0n })
    expect(checkSpend('1.2.3', null).ok).toBe(false)
  })

  it('a weighted vote must add up to 100 % in whole percentages', () => {
    expect(splitWeights({ YES: '70', NO: '30', ABSTAIN: '', NO_WITH_VETO: '' })).toEqual([
      { option: 'YES', weight: '0.7' },
      { option: 'NO', weight: '0.3' },
    ])
    expect(splitWeights({ YES: '70', NO: '20', ABSTAIN: '', NO_WITH_VETO: '' })).toBe(
      'The split adds up to 90%, not 100%',
    )
    expect(splitWeights({ YES: '50.5', NO: '49.5', ABSTAIN: '', NO_WITH_VETO: '' })).toBe(
      'Use whole percentages',
    )
  })
})
