/** Open (green circle) or closed (purple check), as people know them from GitHub. */
export function IssueStateIcon({ state }: { state: 'OPEN' | 'CLOSED' }) {
  return state === 'OPEN' ? (
    <span aria-label="Open" role="img" className="mt-0.5 text-green-700 dark:text-green-400">
      ◉
    </span>
  ) : (
    <span aria-label="Closed" role="img" className="mt-0.5 text-purple-700 dark:text-purple-400">
      ✔
    </span>
  )
}

export function IssueStateBadge({ state }: { state: 'OPEN' | 'CLOSED' }) {
  return (
    <span
      data-testid="issue-state"
      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold text-white ${state === 'OPEN' ? 'bg-green-700' : 'bg-purple-700'}`}
    >
      {state === 'OPEN' ? 'Open' : 'Closed'}
    </span>
  )
}
