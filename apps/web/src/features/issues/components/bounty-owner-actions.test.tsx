import type { Bounty } from '@gitopia-client/chain/gitopia'
import { render, screen } from '@testing-library/react'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { describe, expect, it } from 'vitest'
import { BountyOwnerActions } from './bounty-owner-actions.tsx'

const CREATOR = 'gitopia1aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const bounty: Bounty = {
  id: '4',
  amount: [{ denom: 'ulore', amount: 50n }],
  state: 'BOUNTY_STATE_SRCDEBITTED',
  repositoryId: '5',
  parentIid: 3,
  parent: 'BOUNTY_PARENT_ISSUE',
  expireAt: new Date('2027-01-01T00:00:00Z'),
  rewardedTo: '',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  creator: CREATOR,
}

const actions = (deletable: boolean) =>
  render(
    <AppWrapper>
      <BountyOwnerActions bounty={bounty} viewer={CREATOR} open deletable={deletable} />
    </AppWrapper>,
  )

describe('BountyOwnerActions', () => {
  it('offers Close and Delete while no pull request is linked to the issue', () => {
    actions(true)
    expect(screen.getByRole('button', { name: 'Close bounty' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Delete bounty' })).toBeTruthy()
    expect(screen.queryByTestId('bounty-close-note')).toBeNull()
  })

  it('with a linked pull request (the chain refuses both) says when it can close instead', () => {
    actions(false)
    expect(screen.getByRole('button', { name: 'Extend' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close bounty' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete bounty' })).toBeNull()
    expect(screen.getByTestId('bounty-close-note').textContent).toBe(
      'It can be closed once no pull request is linked to this issue.',
    )
  })
})
