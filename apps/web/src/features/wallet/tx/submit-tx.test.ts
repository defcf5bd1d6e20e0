import { describe, expect, it } from 'vitest'
import { feeGranterOf } from './submit-tx.ts'
import { describeTxError } from './tx-errors.ts'

describe('fee granter choice', () => {
  it('uses the granter only when the checked allowance is above zero (or unlimited)', () => {
    expect(feeGranterOf(null)).toBeUndefined()
    expect(feeGranterOf({ granter: null, amount: 0n })).toBeUndefined()
    expect(feeGranterOf({ granter: 'gitopia1g', amount: 0n })).toBeUndefined()
    expect(feeGranterOf({ granter: 'gitopia1g', amount: 1n })).toBe('gitopia1g')
    expect(feeGranterOf({ granter: 'gitopia1g', amount: null })).toBe('gitopia1g')
  })
})

describe('describeTxError', () => {
  it('keeps the raw log of a failed tx next to its sentence', () => {
    const failed = Object.assign(new Error('Not enough funds'), { rawLog: 'insufficient funds' })
    expect(describeTxError(failed)).toEqual({
      message: 'Not enough funds',
      rawLog: 'insufficient funds',
    })
    expect(describeTxError(new Error('Please unlock your wallet'))).toEqual({
      message: 'Please unlock your wallet',
      rawLog: null,
    })
  })
})
