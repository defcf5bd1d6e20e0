import type { SystemEventIcon } from '../model/system-event.ts'

/** 16×16 outline icons drawn inline (no icon font, no emoji font needed). */
const PATHS: Record<SystemEventIcon | 'comment', string> = {
  comment: 'M2 3h12v8H6l-3 3v-3H2z',
  label: 'M2 2h6l6 6-6 6-6-6zM5 5h.01',
  person: 'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 15c0-3 3-5 6-5s6 2 6 5',
  eye: 'M1 8s3-5 7-5 7 5 7 5-3 5-7 5-7-5-7-5zM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  pencil: 'M11 2l3 3-8 8H3v-3z',
  closed: 'M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14zM5 8l2 2 4-4',
  opened: 'M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14zM8 6v4',
  merged: 'M4 2v12M4 5c0 4 8 3 8 7M12 12v2',
  review: 'M3 8l3 3 7-7',
  bounty: 'M8 1l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z',
  info: 'M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14zM8 7v4M8 5h.01',
}

export function Icon({
  name,
  className = 'size-4',
}: {
  name: SystemEventIcon | 'comment'
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
