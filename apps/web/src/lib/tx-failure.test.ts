import { describe, expect, it } from 'vitest'
import { describeTxFailure } from './tx-failure.ts'

describe('describeTxFailure', () => {
  it('keeps the raw log of a refused tx next to its sentence', () => {
    const error = Object.assign(new Error('Insufficient funds'), {
      rawLog: 'spendable balance 0ulore',
    })
    expect(describeTxFailure(error)).toEqual({
      message: 'Insufficient funds',
      rawLog: 'spendable balance 0ulore',
    })
  })

  it('has no raw log for other failures, and reads non-errors', () => {
    expect(describeTxFailure(new Error('Please unlock your wallet'))).toEqual({
      message: 'Please unlock your wallet',
      rawLog: null,
    })
    expect(describeTxFailure('offline')).toEqual({ message: 'offline', rawLog: null })
    expect(describeTxFailure(Object.assign(new Error('x'), { rawLog: '' })).rawLog).toBeNull()
  })
})
