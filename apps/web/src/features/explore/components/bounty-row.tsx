import type { Bounty } from '@gitopia-client/chain/gitopia'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { bountyStatus } from '@/lib/bounty-status.ts'
import { formatCoin } from '@/lib/coins.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { bountyIssueQuery } from '../api/bounties.ts'

/** One bounty: what it pays, until when, and the issue it is for (with a link to it). */
export function BountyRow({ bounty }: { bounty: Bounty }) {
  const api = useApiEndpoint()
  const issue = useQuery(bountyIssueQuery(useQueryClient(), api, bounty))
  const status = bountyStatus(bounty)
  const issueClosed = issue.data?.state === 'CLOSED'
  return (
    <li className="flex min-w-0 flex-col gap-1 p-2 text-sm" data-testid="bounty-row">
      <div className="flex min-w-0 flex-wrap items-baseline justify-between gap-2">
        <strong className="break-all">
          {bounty.amount.map(coin => formatCoin(coin.amount, coin.denom)).join(' + ')}
        </strong>
        <span
          title={status.detail}
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.label === 'Open' ? 'bg-amber-500 text-black' : 'bg-canvas-subtle'}`}
        >
          {status.label}
          {issueClosed && status.open && ' · issue closed'}
        </span>
      </div>
      {issue.data ? (
        <Link
          className="break-words text-accent"
          to={paths.repositoryIssue.href(
            issue.data.repository.owner,
            issue.data.repository.name,
            bounty.parentIid,
          )}
        >
          {issue.data.title} <span className="text-fg-muted">#{bounty.parentIid}</span>
        </Link>
      ) : (
        <span className="text-fg-muted">
          {issue.isError
            ? `Issue #${bounty.parentIid} could not be read`
            : `Issue #${bounty.parentIid}…`}
        </span>
      )}
      <span className="text-xs break-all text-fg-muted">
        {issue.data && `${issue.data.repository.owner}/${issue.data.repository.name} · `}
        {bounty.expireAt && (
          <>
            {status.label === 'Expired' ? 'expired ' : 'expires '}
            <TimeAgo date={bounty.expireAt} />
          </>
        )}
      </span>
    </li>
  )
}
