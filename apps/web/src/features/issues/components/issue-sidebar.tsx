import {
  diffSets,
  labelAndAssigneeMsgs,
  reviewerMsgs,
  type Issue,
  type RepositoryLabel,
  type TrackerKind,
} from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { paths } from '@/config/paths.ts'
import { UserLink, useChainAction } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import { useLinkedSummaries } from '../api/linked.ts'
import { LabelBadge } from './label-badge.tsx'
import { LinkedItems, ListOrNone, SidebarSection } from './sidebar-parts.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

// The pickers load when a triager starts editing (or points at the button), not for every reader.
const loadPickers = () =>
  Promise.all([import('./assignee-picker.tsx'), import('./label-checklist.tsx')])
const AssigneePicker = lazy(async () => ({ default: (await loadPickers())[0].AssigneePicker }))
const LabelChecklist = lazy(async () => ({ default: (await loadPickers())[1].LabelChecklist }))
const preloadPickers = () => void loadPickers()

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
}) {
  const { owner, name, repository } = useRepository()
  const iids = issue.pullRequests.map(pull => pull.iid)
  const summaries = useLinkedSummaries(repository, 'pull', iids)
  const invalidate = useIssueChangeKeys(issue)
  return (
    <TriageSidebar kind="issue" item={issue} invalidate={invalidate} {...props}>
      {issue.pullRequests.length > 0 && (
        <LinkedItems
          title="Linked pull requests"
          items={issue.pullRequests}
          summaries={summaries}
          hrefOf={iid => paths.repositoryPull.href(owner, name, iid)}
        />
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
  invalidate,
  children,
}: {
  kind: TrackerKind
  item: TriageItem
  labels: readonly RepositoryLabel[]
  viewer: string | null
  canEdit: boolean
  /** The reads the change makes stale (the issue's or pull request's), by their features' keys. */
  invalidate: readonly QueryKey[]
  /** Read-only sections below (linked issues or pull requests). */
  children?: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  // Focus follows the editor in and out: onto the edit sections when they open, back onto the
  // Edit button when they close (the button and sections replace each other).
  const editor = useRef<HTMLDivElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const focusMoves = useRef(false)
  useEffect(() => {
    if (!focusMoves.current) return
    focusMoves.current = false
    ;(editing ? editor : editButton).current?.focus()
  }, [editing])
  const setEditingFocused = (value: boolean) => {
    focusMoves.current = true
    setEditing(value)
  }
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
    setEditingFocused(true)
  }

  const apply = async () => {
    if (!viewer || changes === 0) return
    const ref = { creator: viewer, repositoryId: item.repositoryId, iid: item.iid }
    const msgs = [
      ...labelAndAssigneeMsgs(kind, ref, labelChange, assigneeChange),
      ...(item.reviewers ? reviewerMsgs(ref, reviewerChange) : []),
    ]
    if (await action.run(msgs, { invalidate })) setEditingFocused(false)
  }

  // The people the panel lists (a pull request's reviewers first), shown and edited alike.
  const people = [
    ...(item.reviewers
      ? [
          {
            title: 'Reviewers',
            verb: 'Request review from',
            none: 'No reviewers',
            current: item.reviewers,
            draft: reviewers,
            setDraft: setReviewers,
          },
        ]
      : []),
    {
      title: 'Assignees',
      verb: 'Assign',
      none: 'No one assigned',
      current: item.assignees,
      draft: assignees,
      setDraft: setAssignees,
    },
  ]

  const current = item.labels
    .map(id => labels.find(label => label.id === id))
    .filter(label => label !== undefined)

  return (
    <aside
      aria-label={kind === 'issue' ? 'Issue details' : 'Pull request details'}
      className="flex flex-col gap-4 text-sm"
    >
      {editing ? (
        <div
          ref={editor}
          tabIndex={-1}
          className="flex flex-col gap-4 outline-none"
          onKeyDown={event => {
            if (event.key === 'Escape' && !action.running) setEditingFocused(false)
          }}
        >
          <Suspense fallback={null}>
            {people.map(group => (
              <SidebarSection
                key={group.title}
                label={`Edit ${group.title.toLowerCase()}`}
                title={group.title}
              >
                <AssigneePicker
                  verb={group.verb}
                  legend={group.title}
                  value={group.draft}
                  onChange={group.setDraft}
                  viewer={viewer}
                  disabled={action.running}
                />
              </SidebarSection>
            ))}
            <SidebarSection label="Edit labels" title="Labels">
              <LabelChecklist
                labels={labels}
                value={labelIds}
                onChange={setLabelIds}
                disabled={action.running}
              />
            </SidebarSection>
            <FailureNote failure={action.failure} />
            <div className="flex gap-2">
              <Button
                variant="primary"
                disabled={action.busy || changes === 0}
                onClick={() => void apply()}
              >
                {action.running
                  ? action.progress
                  : changes === 0
                    ? 'No changes'
                    : `Apply ${changes} change${changes === 1 ? '' : 's'}`}
              </Button>
              <Button onClick={() => setEditingFocused(false)} disabled={action.running}>
                Cancel
              </Button>
            </div>
          </Suspense>
        </div>
      ) : (
        <>
          {people.map(group => (
            <SidebarSection key={group.title} title={group.title}>
              <ListOrNone
                items={group.current}
                none={group.none}
                keyOf={address => address}
                render={address => <UserLink address={address} />}
              />
            </SidebarSection>
          ))}
          <SidebarSection title="Labels">
            <ListOrNone
              items={current}
              none="None yet"
              className="flex flex-wrap gap-1"
              keyOf={label => label.id}
              render={label => <LabelBadge label={label} />}
            />
          </SidebarSection>
          {children}
          {canEdit && (
            <Button
              ref={editButton}
              className="self-start"
              onClick={start}
              onPointerEnter={preloadPickers}
              onFocus={preloadPickers}
            >
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
