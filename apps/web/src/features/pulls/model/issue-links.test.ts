import { describe, expect, it } from 'vitest'
import { issueLinkProblem, parseIssueNumber } from './issue-links.ts'

const linked = (...iids: number[]) => iids.map(iid => ({ iid }))

describe('linking an issue to a pull request', () => {
  it('reads "4" and "#4" as issue 4, and nothing else as a number', () => {
    expect(parseIssueNumber(' #4 ')).toBe(4)
    expect(parseIssueNumber('4')).toBe(4)
    for (const text of ['', '#', '0', '-1', '4a', '1.5', '#4 #5', '99999999999999999999'])
      expect(parseIssueNumber(text)).toBeNull()
  })

  it('says what is wrong before signing: not a number, already linked, ten already', () => {
    expect(issueLinkProblem('', linked(1))).toBeNull()
    expect(issueLinkProblem('#4', linked(1))).toBeNull()
    expect(issueLinkProblem('four', linked())).toBe('Type an issue number, like #4')
    expect(issueLinkProblem('#1', linked(1))).toBe('Issue #1 is already linked')
    const ten = linked(1, 2, 3, 5, 6, 7, 8, 9, 10, 11)
    expect(issueLinkProblem('#4', ten)).toBe('A pull request can link at most 10 issues')
  })
})
