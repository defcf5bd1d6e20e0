import type { PullRequest } from '@gitopia-client/chain/gitopia'

const STYLE: Record<PullRequest['state'], { label: string; color: string }> = {
  OPEN: { label: 'Open', color: 'bg-green-700' },
  MERGED: { label: 'Merged', color: 'bg-purple-700' },
  CLOSED: { label: 'Closed', color: 'bg-red-700' },
}

export function PullStateBadge({ state }: { state: PullRequest['state'] }) {
  const { label, color } = STYLE[state]
  return (
    <span
      data-testid="pull-state"
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold text-white ${color}`}
    >
      {label}
    </span>
  )
}
