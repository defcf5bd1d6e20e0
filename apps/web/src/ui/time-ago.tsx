import { timeAgo } from '@/lib/relative-time.ts'

const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })

/** "3 days ago", with the exact time on hover; nothing for an unknown date. */
export function TimeAgo({ date }: { date: Date | null }) {
  if (!date) return null
  return (
    <time dateTime={date.toISOString()} title={exact.format(date)}>
      {timeAgo(date)}
    </time>
  )
}
