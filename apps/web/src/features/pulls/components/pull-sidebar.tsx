import type { PullRequest } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { TriageSidebar, useViewerAccess } from '@/features/issues/index.ts'
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
      <section aria-label="Linked issues" className="flex flex-col gap-1">
        <h3 className="font-semibold">Linked issues</h3>
        {pull.issues.length === 0 ? (
          <p className="text-fg-muted">None</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {pull.issues.map(issue => (
              <li key={issue.id}>
                <Link
                  to={paths.repositoryIssue.href(owner, name, issue.iid)}
                  className="text-accent hover:underline"
                >
                  #{issue.iid}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </TriageSidebar>
  )
}
