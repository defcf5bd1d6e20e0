import { describe, expect, it } from 'vitest'
import { needsFunds } from './needs-funds.ts'

describe('needsFunds', () => {
  it('asks for LORE while the balance and the allowance are both 500 ulore or less', () => {
    expect(needsFunds(0n, { amount: 0n })).toBe(true)
    expect(needsFunds(500n, { amount: 500n })).toBe(true)
  })

  it('does not once either can pay a fee', () => {
    expect(needsFunds(501n, null)).toBe(false)
    expect(needsFunds(0n, { amount: 501n })).toBe(false)
    expect(needsFunds(0n, { amount: null })).toBe(false)
  })

  it('says nothing while the balance or the allowance is still being read', () => {
    expect(needsFunds(null, null)).toBe(false)
    expect(needsFunds(0n, null)).toBe(false)
  })
})
