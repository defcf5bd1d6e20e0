import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.restoreAllMocks()
  vi.resetModules()
})

/** Counts the formatters of `kind` made from now on; they still work. */
function countMade(kind: 'DateTimeFormat' | 'RelativeTimeFormat'): { count: number } {
  const made = { count: 0 }
  const Real = Intl[kind] as new (...args: unknown[]) => object
  vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    made.count++
    return new Real(...args)
  })
  return made
}

describe('TimeAgo', () => {
  // A page's first Intl formatter loads the locale data; made at import, it held up the page's
  // code on a slow phone instead of running while the page waits for its reads.
  it('makes no Intl formatter until a date is shown', async () => {
    const dateFormats = countMade('DateTimeFormat')
    const relativeFormats = countMade('RelativeTimeFormat')
    const { TimeAgo } = await import('./time-ago.tsx')
    expect(dateFormats.count).toBe(0)
    expect(relativeFormats.count).toBe(0)

    render(<TimeAgo date={new Date(Date.now() - 3 * 24 * 3600 * 1000)} />)
    expect(screen.getByText('3 days ago').getAttribute('title')).toMatch(/\d{4}, \d+:\d\d/)
    expect(dateFormats.count).toBe(1)
    expect(relativeFormats.count).toBe(1)
  })
})
