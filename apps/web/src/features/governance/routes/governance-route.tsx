import type { GovProposal, GovStatus } from '@gitopia-client/chain/gov'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { FilterChips } from '@/ui/filter-chips.tsx'
import { KeyPager, usePageKeys } from '@/ui/key-pager.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { StatusBadge } from '@/ui/status-badge.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { bondedQuery, proposalsQuery, tallyQuery } from '../api/queries.ts'
import { STATUS_LABELS, STATUS_TONES } from '../components/status.ts'
import { SubmitProposalDialog } from '../components/submit-proposal-dialog.tsx'
import { TallyBar } from '../components/tally-bar.tsx'

const FILTERS: readonly { label: string; value: GovStatus | null }[] = [
  { label: 'All', value: null },
  { label: 'Voting', value: 'VOTING_PERIOD' },
  { label: 'Deposit period', value: 'DEPOSIT_PERIOD' },
  { label: 'Passed', value: 'PASSED' },
  { label: 'Rejected', value: 'REJECTED' },
]

/** `/governance`: the chain's proposals, newest first, by status, ten at a time. */
export function GovernanceRoute() {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const [status, setStatus] = useState<GovStatus | null>(null)
  const pages = usePageKeys()
  const [creating, setCreating] = useState(false)
  const list = useQuery(proposalsQuery(api, status, pages.current))
  const nextKey = list.data?.nextKey ?? null

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Governance</h1>
        {account && (
          <Button variant="primary" className="ml-auto" onClick={() => setCreating(true)}>
            New proposal
          </Button>
        )}
      </div>
      <FilterChips
        label="Filter by status"
        options={FILTERS}
        value={status}
        onChange={next => {
          setStatus(next)
          pages.reset()
        }}
      />
      {list.error ? (
        <LoadError what="proposals" error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p className="text-fg-muted">Loading proposals…</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-fg-muted">No proposals{status ? ' with this status' : ' yet'}.</p>
      ) : (
        <ul aria-label="Proposals" className="flex flex-col gap-3">
          {list.data.items.map(proposal => (
            <ProposalRow key={proposal.id} proposal={proposal} />
          ))}
        </ul>
      )}
      <KeyPager label="Proposal pages" pages={pages} nextKey={nextKey} centered />
      {account && <SubmitProposalDialog open={creating} onClose={() => setCreating(false)} />}
    </main>
  )
}

function ProposalRow({ proposal }: { proposal: GovProposal }) {
  const api = useApiEndpoint()
  const voting = proposal.status === 'VOTING_PERIOD'
  const live = useQuery({ ...tallyQuery(api, proposal.id), enabled: voting })
  const bonded = useQuery(bondedQuery(api))
  const tally = voting ? live.data : proposal.finalTally
  const end =
    proposal.status === 'DEPOSIT_PERIOD' ? proposal.depositEndTime : proposal.votingEndTime
  return (
    <li
      className="flex flex-col gap-2 rounded-md border border-border p-3"
      data-testid="gov-proposal"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-fg-muted">#{proposal.id}</span>
        <Link
          className="font-semibold break-words hover:underline"
          to={paths.governanceProposal.href(proposal.id)}
        >
          {proposal.title || 'Untitled proposal'}
        </Link>
        <StatusBadge className="ml-auto" tone={STATUS_TONES[proposal.status]}>
          {STATUS_LABELS[proposal.status]}
        </StatusBadge>
      </div>
      {end && (
        <p className="text-xs text-fg-muted">
          {proposal.status === 'DEPOSIT_PERIOD'
            ? 'Deposits close'
            : voting
              ? 'Voting ends'
              : 'Voting ended'}{' '}
          <TimeAgo date={end} />
        </p>
      )}
      {tally && bonded.data !== undefined && proposal.status !== 'DEPOSIT_PERIOD' && (
        <TallyBar tally={tally} bonded={bonded.data} compact />
      )}
    </li>
  )
}
