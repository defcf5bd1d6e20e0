import { useLayoutEffect, useMemo, useRef } from 'react'
import { LoadError } from '@/ui/load-error.tsx'
import { useContributions } from '../api/contributions.ts'
import {
  contributionCalendar,
  describeCounts,
  type CalendarDay,
  type ContributionCalendar,
} from '../model/contribution-calendar.ts'

// Made on first use, as lib/relative-time.ts explains.
let formats:
  | {
      readonly dayName: Intl.DateTimeFormat
      readonly monthName: Intl.DateTimeFormat
      readonly shortDate: Intl.DateTimeFormat
    }
  | undefined
const format = () =>
  (formats ??= {
    dayName: new Intl.DateTimeFormat('en', { dateStyle: 'full' }),
    monthName: new Intl.DateTimeFormat('en', { month: 'short' }),
    shortDate: new Intl.DateTimeFormat('en', { dateStyle: 'medium' }),
  })
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const SHADES = ['bg-fg-muted/15', 'bg-accent/25', 'bg-accent/50', 'bg-accent/75', 'bg-accent']
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/** A user's contributions of the last year, a day a cell, from the chain's records. */
export function ContributionCalendarSection({ address }: { address: string }) {
  return (
    <section className="flex flex-col gap-3" aria-label="Contributions">
      <h2 className="text-lg font-semibold">Contributions</h2>
      <Contributions address={address} />
    </section>
  )
}

function Contributions({ address }: { address: string }) {
  const contributions = useContributions(address)
  const calendar = useMemo(
    () => contributions.data && contributionCalendar(contributions.data.contributions, new Date()),
    [contributions.data],
  )
  if (contributions.error) {
    return (
      <LoadError
        what="contributions"
        error={contributions.error}
        onRetry={() => void contributions.refetch()}
      />
    )
  }
  if (!calendar || !contributions.data) {
    return <p className="text-fg-muted">Loading contributions…</p>
  }
  const { countedSince } = contributions.data
  return (
    <ContributionCalendarView
      calendar={calendar}
      countedSince={countedSince && countedSince > calendar.first ? countedSince : null}
    />
  )
}

export function ContributionCalendarView({
  calendar,
  countedSince,
}: {
  calendar: ContributionCalendar
  /** Set when the year's records were not all read: the count starts there. */
  countedSince: Date | null
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // On a narrow screen the box scrolls: it starts at today, as the newest weeks matter most.
  useLayoutEffect(() => {
    const box = scroller.current
    if (box) box.scrollLeft = box.scrollWidth
  }, [])
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="contributions-total">
        {plural(calendar.total, 'contribution')} in the last year
        {calendar.total > 0 && (
          <span className="text-fg-muted">: {describeCounts(calendar.totals)}</span>
        )}
      </p>
      {countedSince && (
        <p className="text-sm text-fg-muted">
          Counted since {format().shortDate.format(countedSince)}: the chain holds more records of
          the year than were read.
        </p>
      )}
      <div
        ref={scroller}
        className="relative overflow-x-auto rounded-md border border-border p-2"
        // Scrollable on a phone, so it must be reachable by keyboard; positioned, so the cells'
        // screen-reader text (absolutely placed) scrolls inside it instead of widening the page.
        tabIndex={0}
        role="region"
        aria-label="Contribution calendar"
      >
        <table className="border-separate border-spacing-[3px] text-xs text-fg-muted">
          <caption className="sr-only">Contributions per day, one column a week</caption>
          <thead>
            <tr>
              <td />
              {monthHeaders(calendar).map(({ key, label, span }) =>
                label ? (
                  <th key={key} scope="colgroup" colSpan={span} className="text-left font-normal">
                    {label}
                  </th>
                ) : (
                  <td key={key} colSpan={span} />
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday, row) => (
              <tr key={weekday}>
                <th scope="row" className="pr-1 text-left font-normal">
                  <span className={row % 2 === 1 ? '' : 'sr-only'}>{weekday}</span>
                </th>
                {calendar.weeks.map((week, column) => (
                  <DayCell key={column} day={week[row] ?? null} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="flex items-center gap-1 self-end text-xs text-fg-muted" aria-hidden="true">
        Less
        {SHADES.map(shade => (
          <span key={shade} className={`size-2.5 rounded-sm ${shade}`} />
        ))}
        More
      </p>
    </div>
  )
}

function DayCell({ day }: { day: CalendarDay | null }) {
  if (!day) return <td />
  const label =
    day.total === 0
      ? `No contributions on ${format().dayName.format(day.date)}`
      : `${plural(day.total, 'contribution')} on ${format().dayName.format(day.date)}: ${describeCounts(day.counts)}`
  return (
    <td title={label} className={`size-2.5 min-w-2.5 rounded-sm p-0 ${SHADES[day.level]}`}>
      <span className="sr-only">{label}</span>
    </td>
  )
}

/** A header over the weeks of each month, named where the month has a week's column to itself. */
function monthHeaders(calendar: ContributionCalendar) {
  const headers: { key: string; label: string; span: number }[] = []
  for (const week of calendar.weeks) {
    const first = week.find(day => day !== null)
    const month = first ? first.date.getMonth() : -1
    const last = headers.at(-1)
    const key = first ? `${first.date.getFullYear()}-${month}` : 'start'
    if (last?.key === key) last.span += 1
    else headers.push({ key, label: first ? format().monthName.format(first.date) : '', span: 1 })
  }
  // A month with a single column has no room for its name.
  return headers.map(header => (header.span < 2 ? { ...header, label: '' } : header))
}
