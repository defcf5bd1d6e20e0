import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { LoadError } from './load-error.tsx'

/**
 * One read in place: "Loading {what}…" until it answers, the failure with a retry, then what
 * `children` makes of the data.
 */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>
  /** What is read, as the sentences name it: "the chain". */
  what: string
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <p className="text-fg-muted">Loading {what}…</p>
  if (query.isError) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />
  }
  return children(query.data)
}
