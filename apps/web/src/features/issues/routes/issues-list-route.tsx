import { listIssues } from '@gitopia-client/chain/gitopia'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { ButtonLink } from '@/ui/button.tsx'
import { issuesKeys } from '../api/issues.ts'
import { IssueRow } from '../components/issue-row.tsx'
import { TrackerListPage } from '../components/tracker-list-page.tsx'

export function IssuesListRoute() {
  const { owner, name, repository } = useRepository()
  return (
    <TrackerListPage
      kind="issue"
      keyRoot={issuesKeys.repository}
      read={listIssues}
      create={{ label: 'New issue', href: paths.repositoryNewIssue.href(owner, name) }}
      actions={<ButtonLink to={paths.repositoryLabels.href(owner, name)}>Manage labels</ButtonLink>}
      row={issue => <IssueRow issue={issue} owner={owner} repo={name} labels={repository.labels} />}
    />
  )
}
