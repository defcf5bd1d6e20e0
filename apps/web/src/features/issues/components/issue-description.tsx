import { updateIssueDescriptionMsg } from '@gitopia-client/chain/gitopia'
import { DescriptionPost } from '@/features/discussion/index.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'
import type { EditableIssueProps } from './issue-title.tsx'

/** The issue's first post; only its author may edit it (the keeper checks "incorrect owner"). */
export function IssueDescription({ issue, canEdit, viewer }: EditableIssueProps) {
  return (
    <DescriptionPost
      author={issue.creator}
      createdAt={issue.createdAt}
      description={issue.description}
      canEdit={canEdit && viewer !== null}
      msgFor={description =>
        updateIssueDescriptionMsg(
          { creator: viewer ?? '', repositoryId: issue.repositoryId, iid: issue.iid },
          description,
        )
      }
      invalidate={useIssueChangeKeys(issue)}
    />
  )
}
