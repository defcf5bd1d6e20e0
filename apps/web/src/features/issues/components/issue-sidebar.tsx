import {
  diffSets,
  labelAndAssigneeMsgs,
  reviewerMsgs,
  type Issue,
  type RepositoryLabel,
  type TrackerKind,
} from '@gitopia-client/chain/gitopia'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { UserLink, useChainAction } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import { AssigneePicker } from './assignee-picker.tsx'
import { LabelBadge } from './label-badge.tsx'
import { LabelChecklist } from './label-checklist.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** What the triage panel edits: an issue, or a pull request (which also has reviewers). */
export interface TriageItem {
  readonly repositoryId: string
  readonly iid: number
  readonly labels: readonly string[]
  readonly assignees: readonly string[]
  readonly reviewers?: readonly string[]
}

/** The issue's panel: labels and assignees, and the pull requests that resolve it. */
export function IssueSidebar({
  issue,
  ...props
}: {
  issue: Issue
  labels: readonly RepositoryLabel[]
  viewer: string | null
  canEdit: boolean
  onChanged: () => Promise<unknown>
}) {
  const { owner, name } = useRepository()
  return (
    <TriageSidebar kind="issue" item={issue} {...props}>
      {issue.pullRequests.length > 0 && (
        <section aria-label="Linked pull requests" className="flex flex-col gap-1">
          <h3 className="font-semibold">Linked pull requests</h3>
          <ul className="flex flex-wrap gap-2">
            {issue.pullRequests.map(pull => (
              <li key={pull.id}>
                <Link
                  to={paths.repositoryPull.href(owner, name, pull.iid)}
                  className="text-accent hover:underline"
                >
                  #{pull.iid}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </TriageSidebar>
  )
}

/**
 * Labels, assignees (and a pull request's reviewers). Triagers edit them together and apply every
 * change in ONE transaction (remove/add Msgs side by side), rather than one transaction per click.
 */
export function TriageSidebar({
  kind,
  item,
  labels,
  viewer,
  canEdit,
  onChanged,
  children,
}: {
  kind: TrackerKind
  item: TriageItem
  labels: readonly RepositoryLabel[]
  viewer: string | null
  canEdit: boolean
  onChanged: () => Promise<unknown>
  /** Read-only sections below (linked issues or pull requests). */
  children?: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  const [labelIds, setLabelIds] = useState<string[]>([...item.labels])
  const [assignees, setAssignees] = useState<string[]>([...item.assignees])
  const [reviewers, setReviewers] = useState<string[]>([...(item.reviewers ?? [])])
  const action = useChainAction()
  const labelChange = diffSets(item.labels, labelIds)
  const assigneeChange = diffSets(item.assignees, assignees)
  const reviewerChange = diffSets(item.reviewers ?? [], reviewers)
  const changes = [labelChange, assigneeChange, reviewerChange].reduce(
    (sum, change) => sum + change.add.length + change.remove.length,
    0,
  )

  const start = () => {
    setLabelIds([...item.labels])
    setAssignees([...item.assignees])
    setReviewers([...(item.reviewers ?? [])])
    action.clearFailure()
    setEditing(true)
  }

  const apply = async () => {
    if (!viewer || changes === 0) return
    const ref = { creator: viewer, repositoryId: item.repositoryId, iid: item.iid }
    const msgs = [
      ...labelAndAssigneeMsgs(kind, ref, labelChange, assigneeChange),
      ...(item.reviewers ? reviewerMsgs(ref, reviewerChange) : []),
    ]
    if (await action.run(msgs)) {
      await onChanged()
      setEditing(false)
    }
  }

  const current = item.labels
    .map(id => labels.find(label => label.id === id))
    .filter(label => label !== undefined)

  return (
    <aside
      aria-label={kind === 'issue' ? 'Issue details' : 'Pull request details'}
      className="flex flex-col gap-4 text-sm"
    >
      {editing ? (
        <>
          {item.reviewers && (
            <section aria-label="Edit reviewers" className="flex flex-col gap-1">
              <h3 className="font-semibold">Reviewers</h3>
              <AssigneePicker
                verb="Request review from"
                legend="Reviewers"
                value={reviewers}
                onChange={setReviewers}
                viewer={viewer}
                disabled={action.running}
              />
            </section>
          )}
          <section aria-label="Edit assignees" className="flex flex-col gap-1">
            <h3 className="font-semibold">Assignees</h3>
            <AssigneePicker
              value={assignees}
              onChange={setAssignees}
              viewer={viewer}
              disabled={action.running}
            />
          </section>
          <section aria-label="Edit labels" className="flex flex-col gap-1">
            <h3 className="font-semibold">Labels</h3>
            <LabelChecklist
              labels={labels}
              value={labelIds}
              onChange={setLabelIds}
              disabled={action.running}
            />
          </section>
          <FailureNote failure={action.failure} />
          <div className="flex gap-2">
            <Button
              variant="primary"
              disabled={action.busy || changes === 0}
              onClick={() => void apply()}
            >
              {action.running
                ? 'Signing…'
                : changes === 0
                  ? 'No changes'
                  : `Apply ${changes} change${changes === 1 ? '' : 's'}`}
            </Button>
            <Button onClick={() => setEditing(false)} disabled={action.running}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <>
          {item.reviewers && (
            <section aria-label="Reviewers" className="flex flex-col gap-1">
              <h3 className="font-semibold">Reviewers</h3>
              {item.reviewers.length === 0 ? (
                <p className="text-fg-muted">No reviewers</p>
              ) : (
                <ul className="flex flex-col gap-1">
                  {item.reviewers.map(address => (
                    <li key={address}>
                      <UserLink address={address} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <section aria-label="Assignees" className="flex flex-col gap-1">
            <h3 className="font-semibold">Assignees</h3>
            {item.assignees.length === 0 ? (
              <p className="text-fg-muted">No one assigned</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {item.assignees.map(address => (
                  <li key={address}>
                    <UserLink address={address} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Labels" className="flex flex-col gap-1">
            <h3 className="font-semibold">Labels</h3>
            {current.length === 0 ? (
              <p className="text-fg-muted">None yet</p>
            ) : (
              <ul className="flex flex-wrap gap-1">
                {current.map(label => (
                  <li key={label.id}>
                    <LabelBadge label={label} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {children}
          {canEdit && (
            <Button className="self-start" onClick={start}>
              {item.reviewers
                ? 'Edit reviewers, labels and assignees'
                : 'Edit labels and assignees'}
            </Button>
          )}
        </>
      )}
    </aside>
  )
}
