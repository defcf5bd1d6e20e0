import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FailureNote } from './failure-note.tsx'

describe('FailureNote', () => {
  it('says what failed in one sentence and keeps the raw log behind "Details"', () => {
    render(
      <FailureNote
        failure={{ message: 'Repository already exists', rawLog: 'failed to execute message…' }}
      />,
    )
    expect(screen.getByRole('alert').firstChild?.textContent).toBe('Repository already exists')
    const details = screen.getByText('Details').closest('details')
    expect(details?.open).toBe(false)
    fireEvent.click(screen.getByText('Details'))
    expect(details?.open).toBe(true)
    expect(screen.getByTestId('raw-log').textContent).toBe('failed to execute message…')
  })

  it('shows no details when there is no raw log, and nothing without a failure', () => {
    const { rerender } = render(<FailureNote failure={{ message: 'Give a title', rawLog: null }} />)
    expect(screen.queryByText('Details')).toBeNull()
    rerender(<FailureNote failure={null} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
