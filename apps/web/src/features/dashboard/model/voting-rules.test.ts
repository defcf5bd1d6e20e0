import { describe, expect, it } from 'vitest'
import { checkVotingRules } from './voting-rules.ts'

describe('checkVotingRules', () => {
  it('gives the chain fraction and the period in seconds', () => {
    expect(checkVotingRules('50', '1.5')).toEqual({
      ok: true,
      percentage: '0.5',
      votingSeconds: 5400,
    })
    expect(checkVotingRules('100', '24')).toMatchObject({ ok: true, percentage: '1' })
  })

  it('refuses a threshold outside (0, 100] or not a number', () => {
    for (const percent of ['0', '100.5', '-5', 'abc', '', '1e2']) {
      expect(checkVotingRules(percent, '24')).toEqual({
        ok: false,
        message: 'The threshold is a percentage above 0 and at most 100',
      })
    }
  })

  it('refuses a period that is not a number of hours above 0', () => {
    for (const hours of ['0', '', 'one', '-1']) {
      expect(checkVotingRules('50', hours)).toEqual({
        ok: false,
        message: 'The voting period is a number of hours above 0',
      })
    }
  })
})
