import type { DaoMember } from '@gitopia-client/chain/gitopia'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MemberList } from './member-list.tsx'

const member = (address: string, role: 'OWNER' | 'MEMBER' = 'MEMBER'): DaoMember => ({
  address,
  weight: '1',
  role,
  addedAt: null,
})

describe('MemberList', () => {
  it('lists owners first: named OWNER in metadata, or the creator', () => {
    render(
      <MemoryRouter>
        <MemberList
          members={[
            member('gitopia1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
            member('gitopia1bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'OWNER'),
            member('gitopia1cccccccccccccccccccccccccccccccccccccccc'),
          ]}
          creator="gitopia1cccccccccccccccccccccccccccccccccccccccc"
          currentAddress="gitopia1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        />
      </MemoryRouter>,
    )
    const rows = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem')
    expect(rows.map(row => row.textContent)).toEqual([
      'gitopia1bbbb...bbbbbbOwnerWeight 1',
      'gitopia1cccc...ccccccOwnerWeight 1',
      'gitopia1aaaa...aaaaaa(you)MemberWeight 1',
    ])
  })
})
