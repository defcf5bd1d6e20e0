import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './button.tsx'
import { StatusBadge } from './status-badge.tsx'

// The looks themselves are index.css's `.status-badge` and `.btn-*` rules (checked in the browser by
// the component gallery's e2e); here: that each use picks the one shared look for its meaning.
describe('StatusBadge', () => {
  it('shows its label with the look of its tone, the same wherever it is used', () => {
    render(
      <>
        <StatusBadge tone="active">Voting</StatusBadge>
        <StatusBadge tone="active" className="ml-auto" testId="proposal-status">
          Voting
        </StatusBadge>
        <StatusBadge tone="neutral">Withdrawn</StatusBadge>
      </>,
    )
    const [first, second] = screen.getAllByText('Voting')
    expect(first?.dataset.tone).toBe('active')
    expect(second?.dataset.tone).toBe('active')
    expect(second?.classList.contains('status-badge')).toBe(true)
    expect(second?.classList.contains('ml-auto')).toBe(true)
    expect(screen.getByText('Withdrawn').dataset.tone).toBe('neutral')
  })
})

describe('Button', () => {
  it('a destructive button has the danger look, unlike the primary and secondary ones', () => {
    render(
      <>
        <Button variant="danger">Delete release</Button>
        <Button variant="primary">New issue</Button>
        <Button className="px-2">Edit</Button>
      </>,
    )
    const classesOf = (name: string) => [...screen.getByRole('button', { name }).classList]
    expect(classesOf('Delete release')).toEqual(['btn', 'btn-danger'])
    expect(classesOf('New issue')).toEqual(['btn', 'btn-primary'])
    expect(classesOf('Edit')).toEqual(['btn', 'btn-secondary', 'px-2'])
    expect(screen.getByRole('button', { name: 'Edit' }).getAttribute('type')).toBe('button')
  })
})
