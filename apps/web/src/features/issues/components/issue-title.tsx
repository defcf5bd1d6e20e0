import { updateIssueTitleMsg, type Issue } from '@gitopia-client/chain/gitopia'
import { EditableTitle, TITLE_MAX, UserLink } from '@/features/discussion/index.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { IssueStateBadge } from './issue-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

export const TITLE_MIN = 3

/** "Title too short" etc. before signing, in the chain's own limits (docs/protocol.md#issues-pull-requests-and-comments). */
export function titleProblem(title: string): string | null {
  const length = title.trim().length
  if (length < TITLE_MIN) return `The title needs at least ${TITLE_MIN} characters`
  if (length > TITLE_MAX) return `The title can have at most ${TITLE_MAX} characters`
  return null
}

/** What the issue's editable parts (title, description) are given by the issue page. */
export interface EditableIssueProps {
  issue: Issue
  canEdit: boolean
  viewer: string | null
}

export function IssueTitle({ issue, canEdit, viewer }: EditableIssueProps) {
  return (
    <header className="flex flex-col gap-2 border-b border-border pb-3">
      <EditableTitle
        title={issue.title}
        heading={
          <h2 className="flex-1 text-2xl break-words">
            <span className="font-semibold">{issue.title}</span>{' '}
            <span className="text-fg-muted">#{issue.iid}</span>
          </h2>
        }
        canEdit={canEdit && viewer !== null}
        problemOf={titleProblem}
        msgFor={title =>
          updateIssueTitleMsg(
            { creator: viewer ?? '', repositoryId: issue.repositoryId, iid: issue.iid },
            title,
          )
        }
        invalidate={useIssueChangeKeys(issue)}
      />
      <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
        <IssueStateBadge state={issue.state} />
        <UserLink address={issue.creator} /> opened this issue <TimeAgo date={issue.createdAt} />
        {issue.state === 'CLOSED' && issue.closedBy && (
          <>
            · closed by <UserLink address={issue.closedBy} /> <TimeAgo date={issue.closedAt} />
          </>
        )}
      </p>
    </header>
  )
}
