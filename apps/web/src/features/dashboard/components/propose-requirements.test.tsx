import { fireEvent, render, screen } from '@testing-library/react'
import type { Dao, DaoRequirements } from '@gitopia-client/chain/gitopia'
import { describe, expect, it } from 'vitest'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import { NO_REQUIREMENTS } from './dao-requirement-fields.tsx'
import { ProposeRequirements } from './propose-requirements.tsx'

function daoRequiring(requiresProposal: DaoRequirements): Dao {
  return {
    address: 'gitopia1dao',
    name: 'devnet',
    creator: 'gitopia1alice',
    avatarUrl: '',
    location: '',
    website: '',
    verified: false,
    description: '',
    createdAt: 0,
    updatedAt: 0,
    pinnedRepositoryIds: [],
    groupId: 1n,
    requiresProposal,
  } as unknown as Dao
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name })

describe('ProposeRequirements', () => {
  it('shows the chain’s fresh rules after a saved answer, keeping the boxes the person changed', () => {
    // A reload first shows the answer saved before the last proposal ran.
    const form = (dao: Dao) => (
      <ProposeRequirements
        proposing={{ proposer: 'gitopia1alice', policyAddress: 'gitopia1policy' }}
        dao={dao}
      />
    )
    const { rerender } = render(form(daoRequiring(NO_REQUIREMENTS)), { wrapper: AppWrapper })
    fireEvent.click(box('Publishing a release'))

    rerender(form(daoRequiring({ ...NO_REQUIREMENTS, collaborators: true })))
    expect(box('Adding or removing a collaborator').checked).toBe(true)
    expect(box('Publishing a release').checked).toBe(true)
    expect(box('Merging a pull request').checked).toBe(false)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Propose' }).disabled).toBe(false)
  })
})
