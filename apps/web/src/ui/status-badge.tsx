import type { ReactNode } from 'react'

/**
 * `active` for what can still change (a vote under way), `success` and `danger` for how it ended
 * (passed, rejected), `neutral` for the rest. The colours are `.status-badge` in index.css.
 */
export type StatusTone = 'active' | 'success' | 'danger' | 'neutral'

/** A proposal's (or any item's) status as one small outlined pill, the same on every page. */
export function StatusBadge({
  tone,
  children,
  testId,
  className = '',
}: {
  tone: StatusTone
  children: ReactNode
  testId?: string
  className?: string
}) {
  return (
    <span data-testid={testId} data-tone={tone} className={`status-badge ${className}`}>
      {children}
    </span>
  )
}
