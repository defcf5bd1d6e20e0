import { updateIssueTitleMsg, type Issue } from '@gitopia-client/chain/gitopia'
import { UserLink, useInlineEdit } from '@/features/discussion/index.ts'
import { Button } from '@/ui/button.tsx'
import { handleSubmit } from '@/ui/handle-submit.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { IssueStateBadge } from './issue-state.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

export const TITLE_MIN = 3
export const TITLE_MAX = 255

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
  const edit = useInlineEdit(issue.title, useIssueChangeKeys(issue))
  const { editing, draft, setDraft, action } = edit
  const problem = titleProblem(draft)

  const save = async () => {
    if (problem || !viewer) return
    const ref = { creator: viewer, repositoryId: issue.repositoryId, iid: issue.iid }
    await edit.save([updateIssueTitleMsg(ref, draft.trim())])
  }

  return (
    <header className="flex flex-col gap-2 border-b border-border pb-3">
      {editing ? (
        <form className="flex flex-col gap-2" onSubmit={handleSubmit(save)}>
          <div className="flex gap-2">
            <input
              aria-label="Title"
              value={draft}
              maxLength={TITLE_MAX}
              autoFocus
              onChange={event => setDraft(event.target.value)}
              className="flex-1 rounded-md border border-border bg-canvas px-3 py-1.5 text-lg focus:border-accent focus:outline-none"
            />
            <Button
              type="submit"
              variant="primary"
              disabled={action.busy || problem !== null || draft.trim() === issue.title}
            >
              {action.running ? 'Saving…' : 'Save'}
            </Button>
            <Button onClick={edit.stop} disabled={action.running}>
              Cancel
            </Button>
          </div>
          {problem && <p className="text-sm text-danger">{problem}</p>}
          <FailureNote failure={action.failure} />
        </form>
      ) : (
        <div className="flex items-start gap-3">
          <h2 className="flex-1 text-2xl break-words">
            <span className="font-semibold">{issue.title}</span>{' '}
            <span className="text-fg-muted">#{issue.iid}</span>
          </h2>
          {canEdit && <Button onClick={edit.start}>Edit title</Button>}
        </div>
      )}
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
