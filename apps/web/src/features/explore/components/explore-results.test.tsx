import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AppWrapper } from '@/testing/app-wrapper.tsx'
import type { RepositoryEntry } from '../model/search-index.ts'
import { ExploreResultList } from './explore-results.tsx'

const entry = (name: string, fork: boolean): RepositoryEntry => ({
  kind: 'repository',
  id: name,
  name,
  owner: 'alice',
  ownerAddress: 'gitopia1alice',
  description: '',
  updatedAt: 0,
  fork,
})

describe('ExploreResultList', () => {
  it('marks a forked repository with a Fork badge, and only it', () => {
    render(<ExploreResultList items={[entry('hello-world', false), entry('hello-fork', true)]} />, {
      wrapper: AppWrapper,
    })
    const [original, fork] = screen.getAllByRole('listitem')
    if (!original || !fork) throw new Error('two rows expected')
    expect(within(fork).getByTestId('fork-badge').textContent).toBe('Fork')
    expect(within(original).queryByTestId('fork-badge')).toBeNull()
  })
})
