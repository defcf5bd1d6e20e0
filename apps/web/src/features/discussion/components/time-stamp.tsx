// The shared relative time, under the name the discussion pieces use.
export { TimeAgo as TimeStamp } from '@/ui/time-ago.tsx'
