import { describe, expect, it } from 'vitest'
import { describeGroupMessage } from './message-words.ts'

describe('describeGroupMessage', () => {
  it('says what a members Msg does to each member, with their weights', () => {
    const members = {
      '@type': '/cosmos.group.v1.MsgUpdateGroupMembers',
      member_updates: [
        { address: 'gitopia1carol', weight: '1' },
        { address: 'gitopia1bob', weight: '2' },
        { address: 'gitopia1dan', weight: '0' },
      ],
    }
    expect(describeGroupMessage(members, a => a === 'gitopia1bob')).toEqual([
      'Add gitopia1carol with weight 1',
      'Change the weight of gitopia1bob to 2',
      'Remove gitopia1dan',
    ])
  })

  it.each([
    {
      msg: {
        '@type': '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy',
        decision_policy: { percentage: '0.6', windows: { voting_period: '7200s' } },
      },
      words: 'New voting rules: 60% of the weight votes yes, within 2 h',
    },
    {
      msg: {
        '@type': '/cosmos.bank.v1beta1.MsgSend',
        to_address: 'gitopia1bob',
        amount: [{ denom: 'ulore', amount: '5000000' }],
      },
      words: 'Pay 5 LORE from the treasury to gitopia1bob',
    },
    {
      msg: {
        '@type': '/gitopia.gitopia.gitopia.MsgDaoTreasurySpend',
        recipient: 'gitopia1bob',
        amount: [{ denom: 'ulore', amount: '2500000' }],
      },
      words: 'Pay 2.5 LORE from the treasury to gitopia1bob',
    },
  ])('says what rules and payments Msgs do, with their figures: $words', ({ msg, words }) => {
    expect(describeGroupMessage(msg)).toEqual([words])
  })

  it('lists the fields a profile update gives, leaving out the empty ones it does not change', () => {
    expect(
      describeGroupMessage({
        '@type': '/gitopia.gitopia.gitopia.MsgUpdateDaoMetadata',
        name: 'guild2',
        description: '',
        website: 'https://guild.example',
        avatarUrl: '',
      }),
    ).toEqual(['Rename the DAO to “guild2”', 'Change the website to https://guild.example'])
  })

  it('reads hostile JSON as missing, never as markup or objects', () => {
    expect(
      describeGroupMessage({
        '@type': '/gitopia.gitopia.gitopia.MsgUpdateDaoWebsite',
        url: { toString: () => 'x' },
      }),
    ).toEqual(['Change the website to '])
    expect(describeGroupMessage({ '@type': '/x.y.MsgOther' })).toEqual(['MsgOther'])
  })
})
