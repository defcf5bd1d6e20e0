import { listIssues } from '@gitopia-client/chain/gitopia'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { issuesKeys } from '../api/issues.ts'
import { IssueRow } from '../components/issue-row.tsx'
import { TrackerListPage } from '../components/tracker-list-page.tsx'

export function IssuesListRoute() {
  const { owner, name } = useRepository()
  return (
    <TrackerListPage
      kind="issue"
      listKey={issuesKeys.list}
      read={listIssues}
      actions={<ButtonLink to={paths.repositoryLabels.href(owner, name)}>Manage labels</ButtonLink>}
      row={issue => <IssueRow issue={issue} />}
    />
  )
}
