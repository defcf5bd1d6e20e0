import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contributionCalendar } from '../model/contribution-calendar.ts'
import { ContributionCalendarView } from './contribution-calendar.tsx'

const now = new Date(2026, 10, 29, 15)

describe('ContributionCalendarView', () => {
  it('totals the year and names each day with what it holds', () => {
    const calendar = contributionCalendar(
      [
        { kind: 'issues', at: new Date(2026, 10, 28, 10) },
        { kind: 'issues', at: new Date(2026, 10, 28, 11) },
        { kind: 'comments', at: new Date(2026, 10, 28, 12) },
        { kind: 'releases', at: new Date(2026, 5, 1, 9) },
      ],
      now,
    )
    render(<ContributionCalendarView calendar={calendar} countedSince={null} />)
    expect(screen.getByTestId('contributions-total').textContent).toBe(
      '4 contributions in the last year: 2 issues, 1 comment, 1 release',
    )
    const grid = screen.getByRole('region', { name: 'Contribution calendar' })
    expect(
      within(grid).getByRole('cell', {
        name: '3 contributions on Saturday, November 28, 2026: 2 issues, 1 comment',
      }),
    ).toBeTruthy()
    expect(
      within(grid).getByRole('cell', { name: 'No contributions on Sunday, November 29, 2026' }),
    ).toBeTruthy()
    expect(within(grid).getAllByRole('cell', { name: /contributions? on / })).toHaveLength(365)
    // Months head their weeks; the grid scrolls in its own box and the keyboard reaches it.
    expect(within(grid).getByRole('columnheader', { name: 'Jun' })).toBeTruthy()
    expect(grid.getAttribute('tabindex')).toBe('0')
    expect(screen.queryByText(/Counted since/)).toBeNull()
  })

  it('says so when the chain held more of the year than was read', () => {
    const calendar = contributionCalendar([], now)
    render(<ContributionCalendarView calendar={calendar} countedSince={new Date(2026, 7, 3)} />)
    expect(screen.getByTestId('contributions-total').textContent).toBe(
      '0 contributions in the last year',
    )
    expect(screen.getByText(/Counted since Aug 3, 2026/)).toBeTruthy()
  })
})
