import { formatDateTime, timeAgo } from '../model/time.ts'

export function TimeAgo({ date }: { date: Date | null }) {
  if (!date) return null
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {timeAgo(date)}
    </time>
  )
}
