import { timeAgo } from '@/lib/relative-time.ts'

/** "3 days ago", with the exact time on hover. */
export function TimeStamp({ date }: { date: Date | null }) {
  if (!date) return null
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString('en')}>
      {timeAgo(date)}
    </time>
  )
}
