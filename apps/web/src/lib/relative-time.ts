/**
 * Made on first use, not at import: a page's first Intl formatter loads the locale data (about
 * 20 ms, 80 at 4× CPU), which main.tsx does while the page waits for its first reads. Made when
 * this module is evaluated, it held up the page's code instead (docs/performance.md).
 */
let formatter: Intl.RelativeTimeFormat | undefined

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "3 days ago", "yesterday", "just now". */
export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size)
      return (formatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })).format(
        Math.round(seconds / size),
        unit,
      )
  }
  return 'just now'
}

/** "1 issue", "3 issues". */
export function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`
}
