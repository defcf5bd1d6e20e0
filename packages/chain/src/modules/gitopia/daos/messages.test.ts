import { describe, expect, it } from 'vitest'
import { daoProfileChangeMsgs, daoProfileMsg, daoTreasurySpendMsg } from './messages.ts'

describe('DAO profile Msgs', () => {
  it.each([
    ['name', '/gitopia.gitopia.gitopia.MsgRenameDao', 'name'],
    ['description', '/gitopia.gitopia.gitopia.MsgUpdateDaoDescription', 'description'],
    ['website', '/gitopia.gitopia.gitopia.MsgUpdateDaoWebsite', 'url'],
    ['location', '/gitopia.gitopia.gitopia.MsgUpdateDaoLocation', 'location'],
    ['avatar', '/gitopia.gitopia.gitopia.MsgUpdateDaoAvatar', 'url'],
  ] as const)('a %s change is %s with the new value as %s', (field, typeUrl, key) => {
    expect(daoProfileMsg(field, 'gitopia1policy', 'gitopia1dao', 'new')).toEqual({
      typeUrl,
      value: { admin: 'gitopia1policy', id: 'gitopia1dao', [key]: 'new' },
    })
  })
})

describe('DAO profile changes at once', () => {
  const G = '/gitopia.gitopia.gitopia.'
  const base = { admin: 'gitopia1policy', id: 'gitopia1dao' }

  it('one field is its own Msg', () => {
    expect(
      daoProfileChangeMsgs('gitopia1policy', 'gitopia1dao', { website: 'https://a.example' }),
    ).toEqual([
      { typeUrl: `${G}MsgUpdateDaoWebsite`, value: { ...base, url: 'https://a.example' } },
    ])
  })

  it('several fields go in one MsgUpdateDaoMetadata; a cleared one keeps its own Msg', () => {
    expect(
      daoProfileChangeMsgs('gitopia1policy', 'gitopia1dao', {
        name: 'guild2',
        avatar: 'https://a.example/a.png',
        location: '',
      }),
    ).toEqual([
      {
        typeUrl: `${G}MsgUpdateDaoMetadata`,
        value: { ...base, name: 'guild2', avatarUrl: 'https://a.example/a.png' },
      },
      { typeUrl: `${G}MsgUpdateDaoLocation`, value: { ...base, location: '' } },
    ])
  })

  it('one value given and one cleared are two single Msgs', () => {
    const msgs = daoProfileChangeMsgs('gitopia1policy', 'gitopia1dao', {
      description: 'new',
      website: '',
    })
    expect(msgs.map(msg => msg.typeUrl)).toEqual([
      `${G}MsgUpdateDaoDescription`,
      `${G}MsgUpdateDaoWebsite`,
    ])
  })
})

describe('DAO treasury spend', () => {
  it('pays from the DAO account, signed by its policy', () => {
    expect(
      daoTreasurySpendMsg('gitopia1policy', 'gitopia1dao', 'gitopia1bob', [
        { denom: 'ulore', amount: '5' },
      ]),
    ).toEqual({
      typeUrl: '/gitopia.gitopia.gitopia.MsgDaoTreasurySpend',
      value: {
        admin: 'gitopia1policy',
        id: 'gitopia1dao',
        recipient: 'gitopia1bob',
        amount: [{ denom: 'ulore', amount: '5' }],
      },
    })
  })
})
