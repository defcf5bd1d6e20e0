import type { Issue, RepositoryLabel } from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { Icon, UserLink } from '@/features/discussion/index.ts'
import { LabelBadge } from './label-badge.tsx'
import { IssueStateIcon } from './issue-state.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'

/** One issue of the list; everything shown comes from the list response itself. */
export function IssueRow({
  issue,
  owner,
  repo,
  labels,
}: {
  issue: Issue
  owner: string
  repo: string
  labels: readonly RepositoryLabel[]
}) {
  const issueLabels = issue.labels
    .map(id => labels.find(label => label.id === id))
    .filter(label => label !== undefined)
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid="issue-row">
      <IssueStateIcon state={issue.state} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.repositoryIssue.href(owner, repo, issue.iid)}
            className="min-w-0 font-semibold [overflow-wrap:anywhere] hover:text-accent hover:underline"
          >
            {issue.title}
          </Link>
          {issueLabels.map(label => (
            <LabelBadge key={label.id} label={label} />
          ))}
          {issue.bounties.length > 0 && (
            <span className="rounded-full border border-amber-500 px-2 py-0.5 text-xs text-amber-700 dark:text-amber-400">
              Bounty
            </span>
          )}
        </div>
        <p className="text-xs text-fg-muted">
          #{issue.iid} {issue.state === 'OPEN' ? 'opened' : 'closed'}{' '}
          <TimeAgo
            date={issue.state === 'OPEN' ? issue.createdAt : (issue.closedAt ?? issue.updatedAt)}
          />{' '}
          · by <UserLink address={issue.creator} className="font-normal text-fg-muted" />
        </p>
      </div>
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
            to={paths.repositoryIssue.href(owner, repo, issue.iid)}
            aria-label={`${issue.commentsCount} timeline entries`}
            title="Comments and events"
            className="flex items-center gap-1 hover:text-accent"
          >
            <Icon name="comment" /> {issue.commentsCount}
          </Link>
        )}
      </div>
    </li>
  )
}
