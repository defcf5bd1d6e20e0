import type { GroupProposal, Tally } from '@gitopia-client/chain/gitopia'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { timeAgo } from '@/lib/relative-time.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { proposalsQuery, tallyQuery } from '../api/proposals.ts'
import { ProposalActions } from './proposal-actions.tsx'
import type { VotingRule } from '../model/voting-rule.ts'
import { describeGroupMsgs } from '@gitopia-client/chain/group'

const statusLabels: Record<GroupProposal['status'], string> = {
  SUBMITTED: 'Voting',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
  ABORTED: 'Aborted',
  WITHDRAWN: 'Withdrawn',
  UNSPECIFIED: 'Unknown',
}

/** The DAO's group proposals, newest first, ten at a time (read-only). */
export function ProposalList({ policyAddress, rule }: { policyAddress: string; rule: VotingRule }) {
  const api = useApiEndpoint()
  // Keys of the pages seen so far, so "Newer" can go back without the chain's help.
  const [keys, setKeys] = useState<(string | null)[]>([null])
  const key = keys.at(-1) ?? null
  const page = useQuery(proposalsQuery(api, policyAddress, key))

  if (page.error) {
    return <LoadError what="proposals" error={page.error} onRetry={() => void page.refetch()} />
  }
  if (!page.data) return <p className="text-fg-muted">Loading proposals…</p>
  if (page.data.items.length === 0 && keys.length === 1) {
    return <p className="text-fg-muted">No proposals yet.</p>
  }
  const nextKey = page.data.nextKey
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Proposals" className="flex flex-col gap-3">
        {page.data.items.map(proposal => (
          <ProposalRow key={proposal.id} proposal={proposal} rule={rule} />
        ))}
      </ul>
      {(keys.length > 1 || nextKey) && (
        <nav aria-label="Proposal pages" className="flex justify-center gap-3">
          <Button disabled={keys.length === 1} onClick={() => setKeys(keys.slice(0, -1))}>
            Newer
          </Button>
          <Button disabled={!nextKey} onClick={() => nextKey && setKeys([...keys, nextKey])}>
            Older
          </Button>
        </nav>
      )}
    </div>
  )
}

function ProposalRow({ proposal, rule }: { proposal: GroupProposal; rule: VotingRule }) {
  const api = useApiEndpoint()
  const voting = proposal.status === 'SUBMITTED'
  // Only a running vote needs its live tally; a closed one carries the final result.
  const live = useQuery({ ...tallyQuery(api, proposal.id), enabled: voting })
  const tally = voting ? live.data : proposal.finalTally
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border p-3" data-testid="proposal">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-fg-muted">#{proposal.id}</span>
        <span className="font-semibold break-words">{proposal.title || 'Untitled proposal'}</span>
        <span
          className={`ml-auto rounded-full border px-2 text-xs ${voting ? 'border-accent text-accent' : 'border-border text-fg-muted'}`}
        >
          {statusLabels[proposal.status]}
        </span>
      </div>
      {proposal.summary && (
        <p className="text-sm break-words whitespace-pre-line text-fg-muted">{proposal.summary}</p>
      )}
      {tally ? (
        <TallyBar tally={tally} rule={rule} />
      ) : (
        <p className="text-xs text-fg-muted">Counting…</p>
      )}
      <ProposalActions
        proposal={proposal}
        rule={rule}
        viewer={rule.viewer ?? null}
        yesWeight={tally ? Number(tally.yes) : 0}
      />
      <p className="text-xs text-fg-muted">
        {proposal.submittedAt && <>Submitted {timeAgo(proposal.submittedAt)}</>}
        {voting && proposal.votingEndsAt && <> · voting ends {timeAgo(proposal.votingEndsAt)}</>}
        {proposal.messageTypes.length > 0 && <> · {describeGroupMsgs(proposal.messageTypes)}</>}
      </p>
    </li>
  )
}

function TallyBar({ tally, rule }: { tally: Tally; rule: VotingRule }) {
  const parts = [
    { label: 'Yes', value: Number(tally.yes), color: 'bg-green-600' },
    { label: 'No', value: Number(tally.no), color: 'bg-red-600' },
    { label: 'Abstain', value: Number(tally.abstain), color: 'bg-gray-400' },
    { label: 'Veto', value: Number(tally.noWithVeto), color: 'bg-orange-500' },
  ]
  const cast = parts.reduce((sum, part) => sum + part.value, 0)
  // Against the whole group when its weight is known, so the bar shows how far a vote has come.
  const scale = Math.max(rule.totalWeight ?? cast, cast)
  const yes = parts[0]?.value ?? 0
  return (
    <div className="flex flex-col gap-1">
      <div
        className="relative flex h-2 overflow-hidden rounded-full bg-canvas-subtle"
        aria-hidden="true"
      >
        {scale > 0 &&
          parts.map(part => (
            <div
              key={part.label}
              className={part.color}
              style={{ width: `${(part.value / scale) * 100}%` }}
            />
          ))}
        {rule.threshold !== null && (
          <div
            className="absolute inset-y-0 w-0.5 bg-fg"
            style={{ left: `${rule.threshold * 100}%` }}
          />
        )}
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs" data-testid="tally">
        {parts.map(part => (
          <span key={part.label}>
            {part.label} {part.value.toLocaleString('en')}
          </span>
        ))}
        {rule.totalWeight !== null && rule.threshold !== null && (
          <span className="text-fg-muted">
            · {yes.toLocaleString('en')} of {rule.totalWeight.toLocaleString('en')} for yes,{' '}
            {Math.round(rule.threshold * 100)}% needed
          </span>
        )}
      </p>
    </div>
  )
}
