import { describe, expect, it } from 'vitest'
import { groupVoteNeed, groupVoteSentence } from './outcome.ts'

const members = [
  { address: 'alice', weight: 1 },
  { address: 'bob', weight: 1 },
  { address: 'carol', weight: 1 },
]

describe('groupVoteNeed (percentage of the whole group weight)', () => {
  it('counts the members still needed, heaviest first', () => {
    expect(groupVoteSentence(groupVoteNeed(members, new Set(['alice']), 1, 0.51))).toBe(
      'Passes when 1 more member votes yes',
    )
    expect(groupVoteNeed(members, new Set(), 0, 0.9)).toEqual({ kind: 'needs', members: 3 })
    expect(groupVoteNeed(members, new Set(['alice', 'bob']), 2, 0.6).kind).toBe('passes')
  })

  it('says when a proposal can no longer pass (no and abstain count as not yes)', () => {
    expect(groupVoteNeed(members, new Set(['alice', 'bob']), 0, 0.5).kind).toBe('cannot-pass')
  })
})
