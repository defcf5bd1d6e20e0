import type { PullRequest } from '@gitopia-client/chain/gitopia'
import type { QueryKey } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { paths } from '@/config/paths.ts'
import {
  LinkedItems,
  TriageSidebar,
  useLinkedSummaries,
  useViewerAccess,
} from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'

/** Only its author and triagers change an open pull request's links: their editor loads then. */
const LinkedIssuesEditor = lazy(() =>
  import('./pull-upkeep.tsx').then(module => ({ default: module.LinkedIssuesEditor })),
)

/** Reviewers, assignees and labels (edited together, in one tx) and the issues it resolves. */
export function PullSidebar({
  pull,
  invalidate,
}: {
  pull: PullRequest
  /** What a change here makes stale (the pull request feature's keys). */
  invalidate: readonly QueryKey[]
}) {
  const { owner, name, repository } = useRepository()
  const { viewer, can } = useViewerAccess()
  const summaries = useLinkedSummaries(
    repository,
    'issue',
    pull.issues.map(issue => issue.iid),
  )
  const hrefOf = (iid: number) => paths.repositoryIssue.href(owner, name, iid)
  const linked = (
    <LinkedItems title="Linked issues" items={pull.issues} summaries={summaries} hrefOf={hrefOf} />
  )
  // The keeper lets the author or TRIAGE link, whatever the state; the page offers it while open.
  const canLink =
    viewer !== null &&
    pull.state === 'OPEN' &&
    (viewer === pull.creator || can('linkPullRequestIssue'))
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
      invalidate={invalidate}
    >
      {canLink ? (
        <Suspense fallback={linked}>
          <LinkedIssuesEditor
            pull={pull}
            repositoryId={repository.id}
            viewer={viewer}
            summaries={summaries}
            hrefOf={hrefOf}
            invalidate={invalidate}
          />
        </Suspense>
      ) : (
        linked
      )}
    </TriageSidebar>
  )
}
