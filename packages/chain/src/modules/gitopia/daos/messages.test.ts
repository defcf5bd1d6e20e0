import { describe, expect, it } from 'vitest'
import { daoProfileMsg } from './messages.ts'

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
