import { updateIssueDescriptionMsg, type Issue } from '@gitopia-client/chain/gitopia'
import { useState } from 'react'
import {
  MarkdownBody,
  MarkdownEditor,
  PostAction,
  PostCard,
  useChainAction,
} from '@/features/discussion/index.ts'
import { Button } from '@/ui/button.tsx'
import { FormActions } from '@/ui/form-parts.tsx'
import { FailureNote } from '@/ui/failure-note.tsx'

/** The issue's first post; its author and triagers can edit it. */
export function IssueDescription({
  issue,
  canEdit,
  viewer,
  onChanged,
}: {
  issue: Issue
  canEdit: boolean
  viewer: string | null
  onChanged: () => Promise<unknown>
}) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(issue.description)
  const action = useChainAction()

  const save = async () => {
    if (!viewer) return
    const ref = { creator: viewer, repositoryId: issue.repositoryId, iid: issue.iid }
    if (await action.run([updateIssueDescriptionMsg(ref, draft)])) {
      await onChanged()
      setEditing(false)
    }
  }

  return (
    <PostCard
      label="Description"
      author={issue.creator}
      createdAt={issue.createdAt}
      verb="opened"
      actions={
        canEdit && !editing ? (
          <PostAction
            onClick={() => {
              setDraft(issue.description)
              setEditing(true)
            }}
          >
            Edit description
          </PostAction>
        ) : null
      }
    >
      {editing ? (
        <div className="flex flex-col gap-2">
          <MarkdownEditor label="Description" value={draft} onChange={setDraft} autoFocus />
          <FailureNote failure={action.failure} />
          <FormActions onCancel={() => setEditing(false)} cancelDisabled={action.running}>
            <Button
              variant="primary"
              disabled={action.busy || draft === issue.description}
              onClick={() => void save()}
            >
              {action.running ? 'Saving…' : 'Update description'}
            </Button>
          </FormActions>
        </div>
      ) : (
        <MarkdownBody source={issue.description} />
      )}
    </PostCard>
  )
}
