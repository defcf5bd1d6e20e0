import type { PullRequest } from '@gitopia-client/chain/gitopia'

// 16×16 outlines: two branches joined (open), joined into one (merged), struck through (closed).
const ICON: Record<PullRequest['state'], { label: string; path: string; color: string }> = {
  OPEN: {
    label: 'Open',
    path: 'M4 2v12M12 14V6c0-1-1-2-2-2H7M8.5 2.5 7 4l1.5 1.5',
    color: 'text-green-700 dark:text-green-400',
  },
  MERGED: {
    label: 'Merged',
    path: 'M4 2v12M4 5c0 4 8 3 8 6M12 11v3',
    color: 'text-purple-700 dark:text-purple-400',
  },
  CLOSED: {
    label: 'Closed',
    path: 'M4 3v10M11 3l3 3M14 3l-3 3M12.5 9v4',
    color: 'text-red-700 dark:text-red-400',
  },
}

/** A pull request's state before its title in a list, in the colours of its badge (pull-state.tsx); apart from it so the pull request page
 * does not load the list's icons. */
export function PullStateIcon({ state }: { state: PullRequest['state'] }) {
  const { label, path, color } = ICON[state]
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      className={`mt-0.5 size-4 shrink-0 ${color}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  )
}
