import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ReadPlaceholder } from './read-placeholder.tsx'

describe('ReadPlaceholder', () => {
  it('shows a busy block while the read loads', () => {
    const { container } = render(
      <ReadPlaceholder
        read={{ isError: false, error: null, refetch: () => undefined }}
        what="the releases"
      />,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it('says what failed and why, and Try again reads again', () => {
    const refetch = vi.fn()
    const { container } = render(
      <ReadPlaceholder
        read={{ isError: true, error: new Error('node unreachable'), refetch }}
        what="the releases"
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Could not load the releases')
    expect(alert.textContent).toContain('node unreachable')
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })
})
