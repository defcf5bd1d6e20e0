import { LoadError } from './load-error.tsx'

/** The part of a query result a placeholder needs (TanStack Query's results have it). */
interface Read {
  readonly isError: boolean
  readonly error: unknown
  readonly refetch: () => unknown
}

/**
 * What stands where a read's content will be until it has data: the failure with a retry, or a
 * pulsing block while it loads. `className` sets the block's height.
 */
export function ReadPlaceholder({
  read,
  what,
  className = 'h-40',
}: {
  read: Read
  /** What the read loads, as the failure says it ("the releases"). */
  what: string
  className?: string
}) {
  return read.isError ? (
    <LoadError what={what} error={read.error} onRetry={() => void read.refetch()} />
  ) : (
    <div aria-busy="true" className={`${className} animate-pulse rounded-md bg-canvas-subtle`} />
  )
}
