import type { ReactNode } from 'react'

/**
 * Named facts about one thing (a block, a transaction, a provider): each name beside its value,
 * in a two-column description list; `boxed` frames it as a page's main card.
 */
export function Facts({
  label,
  boxed = false,
  children,
}: {
  /** The list's accessible name. */
  label?: string
  boxed?: boolean
  children: ReactNode
}) {
  return (
    <dl
      aria-label={label}
      className={`grid grid-cols-[max-content_minmax(0,1fr)] gap-x-6 text-sm ${boxed ? 'gap-y-2 rounded-md border border-border p-4' : 'gap-y-1'}`}
    >
      {children}
    </dl>
  )
}

/** One entry of `Facts`: its name, muted, then its value. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string
  className?: string
  children: ReactNode
}) {
  return (
    <>
      <dt className="text-fg-muted">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  )
}
