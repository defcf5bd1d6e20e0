import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { LinkedSummary } from '../api/linked.ts'

/** One titled block of the issue or pull request panel. */
export function SidebarSection({
  label,
  title,
  children,
}: {
  /** The section's accessible name; the title when not given. */
  label?: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-label={label ?? title} className="flex flex-col gap-1">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  )
}

/** A list of what the panel shows, or a muted sentence when there is nothing. */
export function ListOrNone<T>({
  items,
  none,
  keyOf,
  render,
  className = 'flex flex-col gap-1',
}: {
  items: readonly T[]
  none: string
  keyOf: (item: T) => string
  render: (item: T) => ReactNode
  /** The list's layout: a column unless given. */
  className?: string
}) {
  if (items.length === 0) return <p className="text-fg-muted">{none}</p>
  return (
    <ul className={className}>
      {items.map(item => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  )
}

/** Issues or pull requests linked to this one: `#iid` and, once read, the title and state. */
export function LinkedItems({
  title,
  items,
  summaries,
  hrefOf,
}: {
  title: string
  items: readonly { readonly id: string; readonly iid: number }[]
  summaries: ReadonlyMap<number, LinkedSummary>
  hrefOf: (iid: number) => string
}) {
  return (
    <SidebarSection title={title}>
      <ListOrNone
        items={items}
        none="None"
        keyOf={item => item.id}
        render={item => {
          const summary = summaries.get(item.iid)
          return (
            <Link to={hrefOf(item.iid)} className="group flex items-baseline gap-1 text-sm">
              {summary && <span className="text-xs text-fg-muted">{stateWord(summary.state)}</span>}
              <span className="text-fg-muted">#{item.iid}</span>
              {summary && (
                <span className="font-semibold break-words group-hover:text-accent group-hover:underline">
                  {summary.title}
                </span>
              )}
            </Link>
          )
        }}
      />
    </SidebarSection>
  )
}

function stateWord(state: string): string {
  return state === 'OPEN' ? 'Open' : state === 'MERGED' ? 'Merged' : 'Closed'
}
