import { updateIssueDescriptionMsg } from '@gitopia-client/chain/gitopia'
import {
  MarkdownBody,
  MarkdownEditForm,
  PostAction,
  PostCard,
  useInlineEdit,
} from '@/features/discussion/index.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import type { EditableIssueProps } from './issue-title.tsx'

/** The issue's first post; only its author may edit it (the keeper checks "incorrect owner"). */
export function IssueDescription({ issue, canEdit, viewer }: EditableIssueProps) {
  const edit = useInlineEdit(issue.description, useIssueChangeKeys(issue))

  const save = async () => {
    if (!viewer) return
    const ref = { creator: viewer, repositoryId: issue.repositoryId, iid: issue.iid }
    await edit.save([updateIssueDescriptionMsg(ref, edit.draft)])
  }

  return (
    <PostCard
      label="Description"
      author={issue.creator}
      createdAt={issue.createdAt}
      verb="opened"
      actions={
        canEdit && !edit.editing ? (
          <PostAction onClick={edit.start}>Edit description</PostAction>
        ) : null
      }
    >
      {edit.editing ? (
        <MarkdownEditForm
          edit={edit}
          label="Description"
          submitLabel="Update description"
          canSave={edit.draft !== issue.description}
          onSave={() => void save()}
        />
      ) : (
        <MarkdownBody source={issue.description} />
      )}
    </PostCard>
  )
}
