import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { choices } from '@/testing/choices.ts'
import { FilterChips } from './filter-chips.tsx'

function StatusFilter() {
  const [status, setStatus] = useState<string | null>(null)
  return (
    <>
      <FilterChips
        label="Filter by status"
        options={[
          { value: null, label: 'All' },
          { value: 'voting', label: 'Voting' },
          { value: 'passed', label: 'Passed' },
        ]}
        value={status}
        onChange={setStatus}
      />
      <p>Showing {status ?? 'all'}</p>
    </>
  )
}

const chips = () => choices('button', 'aria-pressed')

describe('FilterChips', () => {
  it('names the row and marks exactly the chosen chip as pressed', () => {
    render(<StatusFilter />)
    expect(screen.getByRole('navigation', { name: 'Filter by status' })).toBeTruthy()
    expect(chips()).toEqual({ options: ['All', 'Voting', 'Passed'], chosen: ['All'] })
  })

  it('a click chooses that filter, and the null option chooses "all" again', () => {
    render(<StatusFilter />)
    fireEvent.click(screen.getByRole('button', { name: 'Voting' }))
    expect(chips().chosen).toEqual(['Voting'])
    expect(screen.getByText('Showing voting')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All' }))
    expect(chips().chosen).toEqual(['All'])
    expect(screen.getByText('Showing all')).toBeTruthy()
  })
})
