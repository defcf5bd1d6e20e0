import type { Issue } from '@gitopia-client/chain/gitopia'
import { lazy } from 'react'
import { ForAuthor, UserLink } from '@/features/discussion/index.ts'
import { titleProblem } from '../model/issue-title.ts'
import { IssueStateBadge } from './issue-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

const EditableIssueTitle = lazy(() =>
  import('./issue-upkeep.tsx').then(module => ({ default: module.EditableIssueTitle })),
)

/**
 * The title, number and state; its author gets "Edit title", loaded for them. The title's rules
 * go to the editor from here: the new-issue page checks them too, and one chunk of both pages
 * holds them (with the bounty rules), not one more chunk of their own.
 */
export function IssueTitle({ issue }: { issue: Issue }) {
  const heading = (
    <h2 className="flex-1 text-2xl break-words">
      <span className="font-semibold">{issue.title}</span>{' '}
      <span className="text-fg-muted">#{issue.iid}</span>
    </h2>
  )
  return (
    <header className="flex flex-col gap-2 border-b border-border pb-3">
      <ForAuthor
        creator={issue.creator}
        shown={<div className="flex items-start gap-3">{heading}</div>}
        editor={<EditableIssueTitle issue={issue} heading={heading} problemOf={titleProblem} />}
      />
      {/* One line each, cut short on a narrow screen: an author shows as an address until their
          name is read, and a line that wrapped for it would pull the page up when it unwraps. */}
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <IssueStateBadge state={issue.state} />
        <span className="min-w-0 truncate">
          <UserLink address={issue.creator} /> opened this issue <TimeAgo date={issue.createdAt} />
        </span>
      </p>
      {issue.state === 'CLOSED' && issue.closedBy && (
        <p className="truncate text-sm text-fg-muted">
          Closed by <UserLink address={issue.closedBy} /> <TimeAgo date={issue.closedAt} />
        </p>
      )}
    </header>
  )
}
