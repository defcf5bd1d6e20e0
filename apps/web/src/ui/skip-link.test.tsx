import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SkipLink, skipTarget } from './skip-link.tsx'

describe('SkipLink', () => {
  it('moves the focus to the main content without changing the URL', () => {
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/explore">Explore</a>
        </nav>
        <main {...skipTarget}>
          <button type="button">First action</button>
        </main>
      </>,
    )
    const before = window.location.href
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }))
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(window.location.href).toBe(before)
  })
})
