import { describe, expect, it } from 'vitest'
import { tallyVotes, type TallyInput, type WeightedOption } from './tally.ts'

const params: TallyInput['params'] = {
  quorum: '0.334',
  threshold: '0.5',
  vetoThreshold: '0.334',
  burnVoteQuorum: false,
  burnVoteVeto: true,
}
// Two validators of 100 and 300 tokens (400 bonded); val1's operator self-bonds 40.
const validators = [
  { operator: 'val1', account: 'op1', tokens: 100n },
  { operator: 'val2', account: 'op2', tokens: 300n },
]
const delegations = [
  { delegator: 'op1', validator: 'val1', shares: 40n },
  { delegator: 'alice', validator: 'val1', shares: 60n },
  { delegator: 'bob', validator: 'val2', shares: 300n },
]
const one = (option: WeightedOption['option']): WeightedOption[] => [{ option, weight: '1.0' }]
const run = (votes: TallyInput['votes']) => tallyVotes({ validators, delegations, votes, params })
/** The tally as the chain writes it: each option's tokens, '0' where none voted it. */
const tally = (counts: { yes?: number; abstain?: number; no?: number; veto?: number }) => ({
  yes_count: String(counts.yes ?? 0),
  abstain_count: String(counts.abstain ?? 0),
  no_count: String(counts.no ?? 0),
  no_with_veto_count: String(counts.veto ?? 0),
})

describe('x/gov tally (SDK 0.47 rules)', () => {
  type Option = WeightedOption['option']
  it.each<{ name: string; votes: [string, Option][]; outcome: Record<string, unknown> }>([
    {
      name: 'quorum not met: 60 of 400 bonded voted (15% < 33.4%), deposits kept',
      votes: [['alice', 'VOTE_OPTION_YES']],
      outcome: { passes: false, burnDeposits: false, reason: 'quorum', tally: { yes_count: '60' } },
    },
    {
      // op1 votes YES with val1's 100 tokens: alice did not vote, so her 60 follow the validator.
      name: 'a validator that votes carries its delegators who did not (inherited votes)',
      votes: [
        ['op1', 'VOTE_OPTION_YES'],
        ['bob', 'VOTE_OPTION_NO'],
      ],
      outcome: { passes: false, reason: 'threshold', tally: tally({ yes: 100, no: 300 }) },
    },
    {
      name: 'a delegator who votes overrides its validator for its own shares',
      votes: [
        ['op1', 'VOTE_OPTION_YES'],
        ['alice', 'VOTE_OPTION_NO'],
        ['bob', 'VOTE_OPTION_YES'],
      ],
      outcome: { passes: true, reason: 'passed', tally: tally({ yes: 340, no: 60 }) },
    },
    {
      name: 'veto over 33.4% of all votes rejects and burns the deposits',
      votes: [
        ['alice', 'VOTE_OPTION_YES'],
        ['bob', 'VOTE_OPTION_NO_WITH_VETO'],
      ],
      outcome: { passes: false, burnDeposits: true, reason: 'veto' },
    },
    {
      name: 'abstain only: quorum is met but the proposal fails, deposits refunded',
      votes: [['bob', 'VOTE_OPTION_ABSTAIN']],
      outcome: {
        passes: false,
        burnDeposits: false,
        reason: 'all-abstain',
        tally: { abstain_count: '300' },
      },
    },
  ])('$name', ({ votes, outcome }) => {
    expect(run(votes.map(([voter, option]) => ({ voter, options: one(option) })))).toMatchObject(
      outcome,
    )
  })

  it('threshold is over non-abstain votes; a tie does not pass; weighted votes split power', () => {
    const tie = run([
      { voter: 'op1', options: one('VOTE_OPTION_YES') },
      {
        voter: 'bob',
        options: [
          { option: 'VOTE_OPTION_YES', weight: '0.333333333333333333' },
          { option: 'VOTE_OPTION_NO', weight: '0.5' },
          { option: 'VOTE_OPTION_ABSTAIN', weight: '0.166666666666666667' },
        ],
      },
    ])
    // yes 100 + 99.99…, no 150, abstain 50.00…: yes 199.99 of 350 non-abstain > 50%.
    expect(tie.tally).toEqual(tally({ yes: 199, abstain: 50, no: 150 }))
    expect(tie.passes).toBe(true)
    const even = tallyVotes({
      validators: [{ operator: 'v', account: 'o', tokens: 100n }],
      delegations: [
        { delegator: 'a', validator: 'v', shares: 50n },
        { delegator: 'b', validator: 'v', shares: 50n },
      ],
      votes: [
        { voter: 'a', options: one('VOTE_OPTION_YES') },
        { voter: 'b', options: one('VOTE_OPTION_NO') },
      ],
      params,
    })
    expect(even).toMatchObject({ passes: false, reason: 'threshold' })
  })

  it('no bonded stake: nothing passes', () => {
    expect(tallyVotes({ validators: [], delegations: [], votes: [], params }).reason).toBe(
      'no-stake',
    )
  })
})
