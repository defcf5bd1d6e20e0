import { describe, expect, it } from 'vitest'
import { msgTitle, summarizeMsg } from './msg-summary.ts'

describe('Msg summaries', () => {
  it('turns a type URL into words', () => {
    expect(msgTitle('/gitopia.gitopia.gitopia.MsgCreateIssue')).toBe('Create issue')
    expect(msgTitle('/cosmos.bank.v1beta1.MsgSend')).toBe('Send')
    expect(msgTitle('/gitopia.gitopia.gitopia.MsgInvokeDaoMergePullRequest')).toBe(
      'Invoke dao merge pull request',
    )
  })

  it('says a send in plain words with the amount in LORE', () => {
    const summary = summarizeMsg('/cosmos.bank.v1beta1.MsgSend', {
      from_address: 'gitopia1a',
      to_address: 'gitopia1b',
      amount: [{ denom: 'ulore', amount: '1500000' }],
    })
    expect(summary.sentence).toBe('gitopia1a sent 1.5 LORE to gitopia1b')
  })

  it('has no sentence for an unknown Msg and ignores malformed amounts', () => {
    expect(summarizeMsg('/x.y.MsgFoo', {}).sentence).toBeNull()
    const send = summarizeMsg('/cosmos.bank.v1beta1.MsgSend', { amount: [{ amount: '-1' }] })
    expect(send.sentence).toBe(' sent none to ')
  })

  it('says gov and DAO votes in plain words', () => {
    expect(
      summarizeMsg('/cosmos.gov.v1beta1.MsgVote', {
        voter: 'gitopia1a',
        proposal_id: '3',
        option: 'VOTE_OPTION_NO_WITH_VETO',
      }).sentence,
    ).toBe('gitopia1a voted No with veto on proposal #3')
    expect(
      summarizeMsg('/cosmos.group.v1.MsgVote', {
        voter: 'gitopia1b',
        proposal_id: '7',
        option: 'VOTE_OPTION_YES',
        exec: 'EXEC_TRY',
      }).sentence,
    ).toBe('gitopia1b voted Yes on DAO proposal #7, executing it if it passes')
  })
})
