import { describe, expect, it } from 'vitest'
import {
  describeTxFailure,
  errorFromSimulation,
  humanizeChainError,
  TxFailedError,
  TxPendingError,
} from './errors.ts'

describe('humanizeChainError', () => {
  it.each([
    [
      32,
      'account sequence mismatch, expected 4, got 3',
      'Your account sequence changed (another transaction went first). Please try again.',
    ],
    [
      5,
      '10ulore is smaller than 20ulore: insufficient funds',
      'Not enough funds to pay for this transaction and its fee.',
    ],
    [13, 'insufficient fee', 'The fee is below the minimum gas price of the chain.'],
    [11, 'out of gas in location: WriteFlat', 'The transaction ran out of gas.'],
  ])('gives SDK code %i, which people meet, a sentence of its own', (code, rawLog, sentence) => {
    expect(humanizeChainError(code, 'sdk', rawLog)).toBe(sentence)
  })

  it("keeps a keeper's own message, without the SDK's prefix and suffix, capitalised", () => {
    const rawLog =
      'failed to execute message; message index: 0: repository already exists: invalid request'
    expect(humanizeChainError(18, 'sdk', rawLog)).toBe('Repository already exists')
    expect(
      humanizeChainError(
        2,
        'gitopia',
        'rpc error: code = Unknown desc = username is reserved With gas wanted: 200000',
      ),
    ).toBe('Username is reserved')
  })

  it('gives a refusal people meet in normal use a sentence that says what to do', () => {
    const rawLog =
      "failed to execute message; message index: 0: can't close issue with OPEN linked pull request: invalid request With gas wanted: '18446744073709551615' and gas used: '41000' "
    expect(humanizeChainError(18, 'sdk', rawLog)).toBe(
      "This issue can't be closed while a linked pull request is open: merge or close the pull request first.",
    )
  })

  it('names the fee grant when it could not pay, and falls back to the code on an empty log', () => {
    expect(humanizeChainError(1, 'feegrant', 'fee limit exceeded')).toBe(
      'The fee grant could not pay for this transaction.',
    )
    expect(humanizeChainError(7, 'gitopia', '')).toBe('The transaction failed (code 7).')
  })
})

describe('errorFromSimulation', () => {
  it("recovers the SDK code from cosmjs' simulation error text", () => {
    const error = new Error(
      'Query failed with (6): rpc error: code = Unknown desc = 5ulore is smaller than 9ulore: insufficient funds With gas wanted: 0',
    )
    const failure = errorFromSimulation(error)
    expect(failure).toBeInstanceOf(TxFailedError)
    expect(failure?.code).toBe(5)
    expect(failure?.message).toBe('Not enough funds to pay for this transaction and its fee.')
  })

  it('is undefined for anything that is not a failed query', () => {
    expect(errorFromSimulation(new Error('socket hang up'))).toBeUndefined()
  })
})

describe('describeTxFailure', () => {
  it("reads a refused tx's sentence and raw log", () => {
    const error = new TxFailedError(18, 'sdk', 'failed to execute message; message index: 0: bad')
    expect(describeTxFailure(error)).toEqual({
      message: 'Bad',
      rawLog: 'failed to execute message; message index: 0: bad',
    })
  })

  it('has no raw log for other errors, an empty log, or a thrown string', () => {
    expect(describeTxFailure(new TxPendingError())).toEqual({
      message: 'A transaction is already pending; wait for it to finish',
      rawLog: null,
    })
    expect(describeTxFailure(Object.assign(new Error('x'), { rawLog: '' })).rawLog).toBeNull()
    expect(describeTxFailure('Transaction rejected')).toEqual({
      message: 'Transaction rejected',
      rawLog: null,
    })
  })
})
