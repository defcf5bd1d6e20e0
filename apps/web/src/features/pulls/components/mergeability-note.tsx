import type { Mergeability } from '@gitopia-client/chain/storage'
import type { UseQueryResult } from '@tanstack/react-query'

/** Whether the provider's dry-run merge of the branches went through cleanly. */
export function MergeabilityNote({ check }: { check: UseQueryResult<Mergeability> }) {
  const { data } = check
  if (check.isError) return <p className="text-fg-muted">Could not check mergeability.</p>
  if (!data) return <p className="text-fg-muted">Checking whether the branches merge cleanly…</p>
  return data.mergeable ? (
    <p className="text-green-700 dark:text-green-400">
      This branch has no conflicts with the base branch.
    </p>
  ) : (
    <p className="text-danger">This branch has conflicts that must be resolved: {data.reason}</p>
  )
}
