import type { Issue } from '@gitopia-client/chain/gitopia'
import { lazy } from 'react'
import { FirstPost } from '@/features/discussion/index.ts'

const EditableIssueDescription = lazy(() =>
  import('./issue-upkeep.tsx').then(module => ({ default: module.EditableIssueDescription })),
)

/** The issue's first post; its author gets "Edit description", loaded for them. */
export function IssueDescription({ issue }: { issue: Issue }) {
  return <FirstPost item={issue} editor={<EditableIssueDescription issue={issue} />} />
}
