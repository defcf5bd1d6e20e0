export { TimeAgo } from '@/ui/time-ago.tsx'
