// What the author of an issue edits in place, loaded for them only (the keeper takes a new title
// or description from no one else): the title form and the description post with its editor.
import {
  updateIssueDescriptionMsg,
  updateIssueTitleMsg,
  type Issue,
} from '@gitopia-client/chain/gitopia'
import type { ReactNode } from 'react'
import { DescriptionPost, EditableTitle } from '@/features/discussion/index.ts'
import { useIssueChangeKeys } from '../api/issue-changes.ts'

/** The author's Msg ref: only the author gets these editors (see `ForAuthor`). */
const authorRef = (issue: Issue) => ({
  creator: issue.creator,
  repositoryId: issue.repositoryId,
  iid: issue.iid,
})

/** The title as `heading` shows it, with an Edit button, then the form checked by `problemOf`. */
export function EditableIssueTitle({
  issue,
  heading,
  problemOf,
}: {
  issue: Issue
  heading: ReactNode
  problemOf: (title: string) => string | null
}) {
  return (
    <EditableTitle
      title={issue.title}
      heading={heading}
      problemOf={problemOf}
      msgFor={title => updateIssueTitleMsg(authorRef(issue), title)}
      invalidate={useIssueChangeKeys(issue)}
    />
  )
}

/** The first post with "Edit description". */
export function EditableIssueDescription({ issue }: { issue: Issue }) {
  return (
    <DescriptionPost
      item={issue}
      msgFor={description => updateIssueDescriptionMsg(authorRef(issue), description)}
      invalidate={useIssueChangeKeys(issue)}
    />
  )
}
