import { listPullRequests, type PullRequest } from '@gitopia-client/chain/gitopia'
import { paths } from '@/config/paths.ts'
import { ListRow, TrackerListPage } from '@/features/issues/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { pullsKeys } from '../api/keys.ts'
import { PullStateIcon } from '../components/pull-state-icon.tsx'

const VERB = { OPEN: 'opened', MERGED: 'merged', CLOSED: 'closed' } as const

/** `/{owner}/{repo}/pulls`: as the issue list, with a merged state beside open and closed. */
export function PullsListRoute() {
  return (
    <TrackerListPage
      kind="pull"
      listKey={pullsKeys.list}
      read={listPullRequests}
      row={pull => <PullRow pull={pull} />}
    />
  )
}

/** One pull request of the list, dated by what happened to it last. */
function PullRow({ pull }: { pull: PullRequest }) {
  const { owner, name, repository } = useRepository()
  return (
    <ListRow
      testId="pull-row"
      href={paths.repositoryPull.href(owner, name, pull.iid)}
      item={pull}
      labels={repository.labels}
      verb={VERB[pull.state]}
      date={
        pull.state === 'MERGED'
          ? pull.mergedAt
          : pull.state === 'OPEN'
            ? pull.createdAt
            : pull.closedAt
      }
      icon={<PullStateIcon state={pull.state} />}
      aside={
        pull.commentsCount > 0 && (
          <span className="text-xs text-fg-muted" title="Comments and events">
            {pull.commentsCount} {pull.commentsCount === 1 ? 'comment' : 'comments'}
          </span>
        )
      }
    />
  )
}
