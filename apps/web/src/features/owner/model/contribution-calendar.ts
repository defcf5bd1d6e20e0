/** What a contribution calendar counts: records the chain keeps with their creator and time. */
export type ContributionKind = 'issues' | 'pullRequests' | 'comments' | 'releases'

export const CONTRIBUTION_KINDS: readonly ContributionKind[] = [
  'issues',
  'pullRequests',
  'comments',
  'releases',
]

export interface Contribution {
  readonly kind: ContributionKind
  readonly at: Date | null
}

export type ContributionCounts = Readonly<Record<ContributionKind, number>>

export interface CalendarDay {
  /** Local midnight of the day. */
  readonly date: Date
  readonly counts: ContributionCounts
  readonly total: number
  /** 0 (none) to 4 (the busiest days of the year), for the cell's shade. */
  readonly level: 0 | 1 | 2 | 3 | 4
}

export interface ContributionCalendar {
  /** Columns of seven days, Sunday first; the first column starts before the year and the last ends today. */
  readonly weeks: readonly (readonly (CalendarDay | null)[])[]
  readonly totals: ContributionCounts
  readonly total: number
  readonly first: Date
  readonly last: Date
}

/** One year back from today, as GitHub's calendar: today and the 364 days before it. */
export const CALENDAR_DAYS = 365

const zero = (): Record<ContributionKind, number> => ({
  issues: 0,
  pullRequests: 0,
  comments: 0,
  releases: 0,
})

const midnight = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate())
const addDays = (day: Date, days: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)
/** A key per local calendar day, so daylight-saving days (23 or 25 hours) count once. */
const dayKey = (at: Date) => `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`

/** The first day the calendar counts (local midnight), `CALENDAR_DAYS - 1` days before today. */
export const calendarStart = (now: Date) => addDays(midnight(now), 1 - CALENDAR_DAYS)

/**
 * Buckets contributions by the viewer's local day over the last year: days before the first or
 * after today (a node whose clock runs ahead) and records without a time are left out. Shades
 * follow the busiest day: a quarter of its count or less is level 1, and so on.
 */
export function contributionCalendar(
  contributions: readonly Contribution[],
  now: Date,
): ContributionCalendar {
  const last = midnight(now)
  const first = calendarStart(now)
  const end = addDays(last, 1).getTime()
  const byDay = new Map<string, Record<ContributionKind, number>>()
  const totals = zero()
  for (const { kind, at } of contributions) {
    if (!at || at.getTime() < first.getTime() || at.getTime() >= end) continue
    const key = dayKey(at)
    const counts = byDay.get(key) ?? zero()
    counts[kind] += 1
    byDay.set(key, counts)
    totals[kind] += 1
  }
  const sum = (counts: ContributionCounts) =>
    CONTRIBUTION_KINDS.reduce((total, kind) => total + counts[kind], 0)
  const busiest = Math.max(0, ...[...byDay.values()].map(sum))
  const weeks: (CalendarDay | null)[][] = []
  // Columns are whole weeks: the first begins on the Sunday on or before the first day.
  for (let day = addDays(first, -first.getDay()); day <= last; day = addDays(day, 1)) {
    if (day.getDay() === 0) weeks.push([])
    const week = weeks[weeks.length - 1] as (CalendarDay | null)[]
    if (day < first) {
      week.push(null)
      continue
    }
    const counts = byDay.get(dayKey(day)) ?? zero()
    const total = sum(counts)
    const level = total === 0 ? 0 : (Math.min(4, Math.ceil((total / busiest) * 4)) as 1 | 2 | 3 | 4)
    week.push({ date: day, counts, total, level })
  }
  return { weeks, totals, total: sum(totals), first, last }
}

const NOUNS: Readonly<Record<ContributionKind, readonly [string, string]>> = {
  issues: ['issue', 'issues'],
  pullRequests: ['pull request', 'pull requests'],
  comments: ['comment', 'comments'],
  releases: ['release', 'releases'],
}

/** "2 issues, 1 comment": the kinds with a count, in the calendar's order. */
export function describeCounts(counts: ContributionCounts): string {
  return CONTRIBUTION_KINDS.filter(kind => counts[kind] > 0)
    .map(kind => `${counts[kind]} ${NOUNS[kind][counts[kind] === 1 ? 0 : 1]}`)
    .join(', ')
}
