import type { GroupProposal } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { KeyPager, usePageKeys } from '@/ui/key-pager.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { StatusBadge } from '@/ui/status-badge.tsx'
import { proposalsQuery } from '../api/proposals.ts'
import { useProposalTally } from '../model/use-proposal-tally.ts'
import type { VotingRule } from '../model/voting-rule.ts'
import { describeGroupMsgs } from '@gitopia-client/chain/group'
import { statusLabels } from './proposal-status.ts'
import { TallyBar } from './tally.tsx'

/**
 * The DAO's group proposals, open and closed (its history), newest first, ten at a time; each
 * opens its own page to vote, execute or withdraw.
 */
export function ProposalList({
  daoName,
  policyAddress,
  rule,
}: {
  daoName: string
  policyAddress: string
  rule: VotingRule
}) {
  const api = useApiEndpoint()
  const pages = usePageKeys()
  const page = useQuery(proposalsQuery(api, policyAddress, pages.current))

  if (page.error) {
    return <LoadError what="proposals" error={page.error} onRetry={() => void page.refetch()} />
  }
  if (!page.data) return <p className="text-fg-muted">Loading proposals…</p>
  if (page.data.items.length === 0 && pages.isFirst) {
    return <p className="text-fg-muted">No proposals yet.</p>
  }
  const nextKey = page.data.nextKey
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Proposals" className="flex flex-col gap-3">
        {page.data.items.map(proposal => (
          <ProposalRow key={proposal.id} daoName={daoName} proposal={proposal} rule={rule} />
        ))}
      </ul>
      <KeyPager label="Proposal pages" pages={pages} nextKey={nextKey} centered />
    </div>
  )
}

function ProposalRow({
  daoName,
  proposal,
  rule,
}: {
  daoName: string
  proposal: GroupProposal
  rule: VotingRule
}) {
  const { voting, tally } = useProposalTally(proposal)
  return (
    <li
      className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3"
      data-testid="proposal"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-fg-muted">#{proposal.id}</span>
        <Link
          to={paths.daoProposal.href(daoName, proposal.id)}
          className="min-w-0 font-semibold [overflow-wrap:anywhere] text-accent hover:underline"
        >
          {proposal.title || 'Untitled proposal'}
        </Link>
        <StatusBadge className="ml-auto" tone={voting ? 'active' : 'neutral'}>
          {statusLabels[proposal.status]}
        </StatusBadge>
      </div>
      {proposal.summary && (
        <p className="text-sm break-words whitespace-pre-line text-fg-muted">{proposal.summary}</p>
      )}
      {tally ? (
        <TallyBar tally={tally} rule={rule} />
      ) : (
        <p className="text-xs text-fg-muted">Counting…</p>
      )}
      {/* Msg type names are long words: they wrap anywhere rather than widen the page on a phone. */}
      <p className="text-xs [overflow-wrap:anywhere] text-fg-muted">
        {proposal.submittedAt && (
          <>
            Submitted <TimeAgo date={proposal.submittedAt} />
          </>
        )}
        {voting && proposal.votingEndsAt && (
          <>
            {' '}
            · voting ends <TimeAgo date={proposal.votingEndsAt} />
          </>
        )}
        {proposal.messageTypes.length > 0 && <> · {describeGroupMsgs(proposal.messageTypes)}</>}
      </p>
    </li>
  )
}
