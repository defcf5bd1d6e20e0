import { timeAgo } from '@/lib/relative-time.ts'

// Made on first use, as lib/relative-time.ts explains.
let exact: Intl.DateTimeFormat | undefined

/** "3 days ago", with the exact time on hover; nothing for an unknown date. */
export function TimeAgo({ date }: { date: Date | null }) {
  if (!date) return null
  return (
    <time
      dateTime={date.toISOString()}
      title={(exact ??= new Intl.DateTimeFormat('en', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })).format(date)}
    >
      {timeAgo(date)}
    </time>
  )
}
