import type { Issue } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Icon, UserLink } from '@/features/discussion/index.ts'
import { useRepository } from '@/features/repository/index.ts'
import { IssueStateIcon } from './issue-state.tsx'
import { ListRow } from './list-row.tsx'

/** One issue of the list; everything shown comes from the list response itself. */
export function IssueRow({ issue }: { issue: Issue }) {
  const { owner, name, repository } = useRepository()
  const href = paths.repositoryIssue.href(owner, name, issue.iid)
  const open = issue.state === 'OPEN'
  return (
    <ListRow
      testId="issue-row"
      href={href}
      item={issue}
      labels={repository.labels}
      verb={open ? 'opened' : 'closed'}
      date={open ? issue.createdAt : (issue.closedAt ?? issue.updatedAt)}
      icon={<IssueStateIcon state={issue.state} />}
      badges={
        issue.bounties.length > 0 && (
          <span className="rounded-full border border-amber-500 px-2 py-0.5 text-xs text-amber-700 dark:text-amber-400">
            Bounty
          </span>
        )
      }
      aside={
        <div className="flex shrink-0 items-center gap-3 text-xs text-fg-muted">
          {issue.assignees.length > 0 && (
            <span className="flex gap-1" aria-label="Assignees">
              {issue.assignees.map(address => (
                <UserLink key={address} address={address} className="font-normal" />
              ))}
            </span>
          )}
          {issue.commentsCount > 0 && (
            <Link
              to={href}
              aria-label={`${issue.commentsCount} timeline ${issue.commentsCount === 1 ? 'entry' : 'entries'}`}
              title="Comments and events"
              className="flex items-center gap-1 hover:text-accent"
            >
              <Icon name="comment" /> {issue.commentsCount}
            </Link>
          )}
        </div>
      }
    />
  )
}
