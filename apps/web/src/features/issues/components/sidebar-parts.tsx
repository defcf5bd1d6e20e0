import type { ReactNode } from 'react'
import { Link } from 'react-router'

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

/** Issues or pull requests linked to this one, as `#iid` links. */
export function LinkedItems({
  title,
  items,
  hrefOf,
}: {
  title: string
  items: readonly { readonly id: string; readonly iid: number }[]
  hrefOf: (iid: number) => string
}) {
  return (
    <SidebarSection title={title}>
      <ListOrNone
        className="flex flex-wrap gap-2"
        items={items}
        none="None"
        keyOf={item => item.id}
        render={item => (
          <Link to={hrefOf(item.iid)} className="text-accent hover:underline">
            #{item.iid}
          </Link>
        )}
      />
    </SidebarSection>
  )
}
