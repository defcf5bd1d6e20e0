import { describe, expect, it } from 'vitest'
import {
  CALENDAR_DAYS,
  contributionCalendar,
  describeCounts,
  type CalendarDay,
  type Contribution,
} from './contribution-calendar.ts'

// Local times, as the viewer's calendar buckets them: Sunday 29 November 2026, mid-afternoon.
const now = new Date(2026, 10, 29, 15, 30)
const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month, day, hour, minute)

function days(contributions: readonly Contribution[], when = now): CalendarDay[] {
  return contributionCalendar(contributions, when)
    .weeks.flat()
    .filter(day => day !== null)
}
const dayOf = (list: CalendarDay[], month: number, day: number) =>
  list.find(entry => entry.date.getMonth() === month && entry.date.getDate() === day)

describe('contribution calendar', () => {
  it('has one cell per day of the last year, in Sunday-first weeks ending today', () => {
    const calendar = contributionCalendar([], now)
    const cells = calendar.weeks.flat()
    expect(cells.filter(day => day !== null)).toHaveLength(CALENDAR_DAYS)
    expect(calendar.first).toEqual(new Date(2025, 10, 30))
    expect(calendar.last).toEqual(new Date(2026, 10, 29))
    // 30 November 2025 is a Sunday too: the first column is whole, the last holds only today.
    expect(calendar.weeks[0]?.[0]?.date).toEqual(new Date(2025, 10, 30))
    expect(calendar.weeks.at(-1)).toHaveLength(1)
    for (const week of calendar.weeks.slice(0, -1)) expect(week).toHaveLength(7)
  })

  it('leaves the days before the first blank so each row is one weekday', () => {
    // Wednesday 2 December 2026: the year starts on Wednesday 3 December 2025.
    const calendar = contributionCalendar([], new Date(2026, 11, 2, 9))
    const [firstWeek] = calendar.weeks
    expect(firstWeek?.slice(0, 3)).toEqual([null, null, null])
    expect(firstWeek?.[3]?.date).toEqual(new Date(2025, 11, 3))
    for (const week of calendar.weeks)
      week.forEach((day, weekday) => day && expect(day.date.getDay()).toBe(weekday))
  })

  it('counts each kind on the local day it happened, midnight starting the next day', () => {
    const list = days([
      { kind: 'issues', at: at(10, 27, 23, 59) },
      { kind: 'comments', at: at(10, 28, 0, 0) },
      { kind: 'comments', at: at(10, 28, 18) },
      { kind: 'pullRequests', at: at(10, 28, 9) },
      { kind: 'releases', at: at(10, 29, 0, 1) },
    ])
    expect(dayOf(list, 10, 27)).toMatchObject({ total: 1, counts: { issues: 1 } })
    expect(dayOf(list, 10, 28)).toMatchObject({
      total: 3,
      counts: { issues: 0, pullRequests: 1, comments: 2, releases: 0 },
    })
    expect(dayOf(list, 10, 29)).toMatchObject({ total: 1, counts: { releases: 1 } })
  })

  it('leaves out what is older than the year, later than today, or has no time', () => {
    const calendar = contributionCalendar(
      [
        { kind: 'issues', at: new Date(2025, 10, 29, 23, 59) },
        { kind: 'issues', at: new Date(2025, 10, 30, 0, 0) },
        { kind: 'comments', at: new Date(2026, 10, 30, 0, 0) },
        { kind: 'comments', at: null },
      ],
      now,
    )
    expect(calendar.total).toBe(1)
    expect(calendar.totals).toEqual({ issues: 1, pullRequests: 0, comments: 0, releases: 0 })
  })

  it('shades days by their share of the busiest day', () => {
    const many = (day: number, count: number): Contribution[] =>
      Array.from({ length: count }, () => ({ kind: 'comments' as const, at: at(10, day) }))
    const list = days([...many(20, 8), ...many(21, 1), ...many(22, 3), ...many(23, 5)])
    expect([20, 21, 22, 23, 24].map(day => dayOf(list, 10, day)?.level)).toEqual([4, 1, 2, 3, 0])
  })

  it('counts a day whose clocks change once (daylight saving)', () => {
    // Whatever the test machine's zone, every local day of the year appears exactly once.
    const keys = days([], now).map(day => day.date.toDateString())
    expect(new Set(keys).size).toBe(CALENDAR_DAYS)
  })

  it('says what a day holds in words', () => {
    expect(describeCounts({ issues: 2, pullRequests: 0, comments: 1, releases: 0 })).toBe(
      '2 issues, 1 comment',
    )
    expect(describeCounts({ issues: 0, pullRequests: 1, comments: 0, releases: 3 })).toBe(
      '1 pull request, 3 releases',
    )
  })
})
