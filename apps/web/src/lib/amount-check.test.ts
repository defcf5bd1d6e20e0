import { describe, expect, it } from 'vitest'
import { checkSpend } from './amount-check.ts'

describe('checkSpend (before anything is signed)', () => {
  it('refuses an amount above the balance, zero, or a malformed amount', () => {
    expect(checkSpend('6', 10_000_000n)).toEqual({ ok: true, amount: 6_000_000n })
    expect(checkSpend('11', 10_000_000n)).toEqual({
      ok: false,
      message: 'That is more than your balance of 10 LORE',
    })
    expect(checkSpend('0', 10_000_000n).ok).toBe(false)
    expect(checkSpend('', 10_000_000n, true)).toEqual({ ok: true, amount: 0n })
    expect(checkSpend('1.2.3', null).ok).toBe(false)
  })
})
