import {
  diffSets,
  labelAndAssigneeMsgs,
  type Issue,
  type RepositoryLabel,
} from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import { FailureNote, UserLink, useChainAction } from '@/features/discussion/index.ts'
import { Button } from '@/ui/button.tsx'
import { AssigneePicker } from './assignee-picker.tsx'
import { LabelBadge } from './label-badge.tsx'
import { LabelChecklist } from './label-checklist.tsx'

/**
 * Labels and assignees of an issue. Triagers edit both together and apply every change in ONE
 * transaction (remove/add Msgs side by side), rather than one transaction per click.
 */
export function IssueSidebar({
  issue,
  labels,
  viewer,
  canEdit,
  onChanged,
}: {
  issue: Issue
  labels: readonly RepositoryLabel[]
  viewer: string | null
  canEdit: boolean
  onChanged: () => Promise<unknown>
}) {
  const [editing, setEditing] = useState(false)
  const [labelIds, setLabelIds] = useState<string[]>([...issue.labels])
  const [assignees, setAssignees] = useState<string[]>([...issue.assignees])
  const action = useChainAction()
  const labelChange = diffSets(issue.labels, labelIds)
  const assigneeChange = diffSets(issue.assignees, assignees)
  const changes =
    labelChange.add.length +
    labelChange.remove.length +
    assigneeChange.add.length +
    assigneeChange.remove.length

  const start = () => {
    setLabelIds([...issue.labels])
    setAssignees([...issue.assignees])
    action.clearFailure()
    setEditing(true)
  }

  const apply = async () => {
    if (!viewer || changes === 0) return
    const ref = { creator: viewer, repositoryId: issue.repositoryId, iid: issue.iid }
    if (await action.run(labelAndAssigneeMsgs('issue', ref, labelChange, assigneeChange))) {
      await onChanged()
      setEditing(false)
    }
  }

  const current = issue.labels
    .map(id => labels.find(label => label.id === id))
    .filter(label => label !== undefined)

  return (
    <aside aria-label="Issue details" className="flex flex-col gap-4 text-sm">
      {editing ? (
        <>
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
          <section aria-label="Assignees" className="flex flex-col gap-1">
            <h3 className="font-semibold">Assignees</h3>
            {issue.assignees.length === 0 ? (
              <p className="text-fg-muted">No one assigned</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {issue.assignees.map(address => (
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
          {canEdit && (
            <Button className="self-start" onClick={start}>
              Edit labels and assignees
            </Button>
          )}
        </>
      )}
    </aside>
  )
}
