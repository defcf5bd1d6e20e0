import type { RepositoryLabel } from '@gitopia-client/chain/gitopia'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { UserLink } from '@/features/discussion/index.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { LabelBadge } from './label-badge.tsx'

/**
 * One row of an issue or pull request list: title, labels and "#iid opened 3 days ago · by who",
 * with `icon` before and `aside` after. Everything shown comes from the list response itself.
 */
export function ListRow({
  testId,
  href,
  item,
  labels,
  verb,
  date,
  icon,
  badges,
  aside,
}: {
  testId: string
  href: string
  item: {
    readonly iid: number
    readonly title: string
    readonly creator: string
    readonly labels: readonly string[]
  }
  /** The repository's labels, which name the item's label ids. */
  labels: readonly RepositoryLabel[]
  /** What happened last (opened, closed or merged) and when. */
  verb: string
  date: Date | null
  icon?: ReactNode
  badges?: ReactNode
  aside?: ReactNode
}) {
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid={testId}>
      {icon}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={href}
            className="min-w-0 font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
          >
            {item.title}
          </Link>
          {item.labels
            .map(id => labels.find(label => label.id === id))
            .filter(label => label !== undefined)
            .map(label => (
              <LabelBadge key={label.id} label={label} />
            ))}
          {badges}
        </div>
        <p className="text-xs text-fg-muted">
          #{item.iid} {verb} <TimeAgo date={date} /> · by{' '}
          <UserLink address={item.creator} className="font-normal text-fg-muted" />
        </p>
      </div>
      {aside}
    </li>
  )
}
