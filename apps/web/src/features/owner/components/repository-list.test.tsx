import type { Repository } from '@gitopia-client/chain/gitopia'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RepositoryList } from './repository-list.tsx'

const repositories = Array.from(
  { length: 25 },
  (_, i) =>
    ({
      id: String(i),
      name: `repo-${String(i).padStart(2, '0')}`,
      ownerAddress: 'gitopia1owner',
      description: '',
      issuesCount: 1,
      pullsCount: 0,
      license: '',
      archived: false,
      parentId: null,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      updatedAt: null,
    }) as unknown as Repository,
)

function names() {
  const list = screen.getByRole('list', { name: 'Repositories' })
  return within(list)
    .getAllByRole('link')
    .map(link => link.textContent)
}

describe('RepositoryList', () => {
  it('shows the most recently updated first, 20 a page, and pages forward and back', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter>
        <RepositoryList
          repositories={repositories}
          ownerName={() => 'alice'}
          label="Repositories"
          emptyText="none"
        />
      </MemoryRouter>,
    )
    expect(names()).toHaveLength(20)
    expect(names()[0]).toBe('repo-24')
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(names()).toEqual(['repo-04', 'repo-03', 'repo-02', 'repo-01', 'repo-00'])
    await user.selectOptions(screen.getByLabelText('Sort'), 'name')
    expect(screen.getByText('Page 1 of 2')).toBeTruthy()
    expect(names()[0]).toBe('repo-00')
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('/alice/repo-00')
  })

  it('says so when there are none', () => {
    render(
      <MemoryRouter>
        <RepositoryList
          repositories={[]}
          ownerName={() => 'x'}
          label="R"
          emptyText="Nothing yet."
        />
      </MemoryRouter>,
    )
    expect(screen.getByText('Nothing yet.')).toBeTruthy()
  })
})
