import type { PullRequest } from '@gitopia-client/chain/gitopia'
import { paths } from '@/config/paths.ts'
import {
  LinkedItems,
  TriageSidebar,
  useLinkedSummaries,
  useViewerAccess,
} from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'

/** Reviewers, assignees and labels (edited together, in one tx) and the issues it resolves. */
export function PullSidebar({
  pull,
  onChanged,
}: {
  pull: PullRequest
  onChanged: () => Promise<unknown>
}) {
  const { owner, name, repository } = useRepository()
  const { viewer, can } = useViewerAccess()
  const summaries = useLinkedSummaries(
    repository,
    'issue',
    pull.issues.map(issue => issue.iid),
  )
  return (
    <TriageSidebar
      key={`${pull.labels.join()}|${pull.assignees.join()}|${pull.reviewers.join()}`}
      kind="pullrequest"
      item={{
        repositoryId: repository.id,
        iid: pull.iid,
        labels: pull.labels,
        assignees: pull.assignees,
        reviewers: pull.reviewers,
      }}
      labels={repository.labels}
      viewer={viewer}
      canEdit={pull.state === 'OPEN' && can('labelIssue') && can('assignIssue')}
      onChanged={onChanged}
    >
      <LinkedItems
        title="Linked issues"
        items={pull.issues}
        summaries={summaries}
        hrefOf={iid => paths.repositoryIssue.href(owner, name, iid)}
      />
    </TriageSidebar>
  )
}
