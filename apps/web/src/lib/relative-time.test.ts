import { describe, expect, it } from 'vitest'
import { timeAgo } from './relative-time.ts'

describe('timeAgo', () => {
  const now = new Date('2026-05-10T12:00:00Z')
  it.each([
    ['2026-05-10T11:59:30Z', 'just now'],
    ['2026-05-10T11:55:00Z', '5 minutes ago'],
    ['2026-05-09T12:00:00Z', 'yesterday'],
    ['2026-04-10T12:00:00Z', 'last month'],
    ['2024-05-10T12:00:00Z', '2 years ago'],
  ])('%s → %s', (date, text) => {
    expect(timeAgo(new Date(date), now)).toBe(text)
  })
})
