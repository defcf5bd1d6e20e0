import type { GroupProposal } from '@gitopia-client/chain/gitopia'
import {
  groupExecMsg,
  groupVoteMsg,
  groupVoteNeed,
  groupVoteSentence,
  groupWithdrawMsg,
  listGroupVotes,
  type GroupVoteOption,
} from '@gitopia-client/chain/group'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useApiEndpoint } from '@/config/app-config.ts'
import { useChainMutation, type EncodeObject } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { notify } from '@/ui/toast/index.ts'
import type { VotingRule } from '../model/voting-rule.ts'
import { dashboardKeys } from '../api/keys.ts'

const VOTES: readonly { option: GroupVoteOption; label: string }[] = [
  { option: 'YES', label: 'Yes' },
  { option: 'NO', label: 'No' },
  { option: 'ABSTAIN', label: 'Abstain' },
  { option: 'NO_WITH_VETO', label: 'No with veto' },
]
export const VOTE_LABELS: Record<string, string> = {
  YES: 'Yes',
  NO: 'No',
  ABSTAIN: 'Abstain',
  NO_WITH_VETO: 'No with veto',
}

export function groupVotesQuery(api: string, proposalId: string) {
  return {
    queryKey: dashboardKeys.votes(api, proposalId),
    queryFn: ({ signal }: { signal: AbortSignal }) => listGroupVotes(api, proposalId, { signal }),
    staleTime: 10_000,
  }
}

/** Reads `MsgExec`'s outcome from `EventExec` (a failed run is still tx code 0). */
function execResult(
  events: readonly { type: string; attributes: readonly { key: string; value: string }[] }[],
) {
  const event = events.find(e => e.type === 'cosmos.group.v1.EventExec')
  const result = event?.attributes.find(a => a.key === 'result')?.value ?? ''
  const logs = event?.attributes.find(a => a.key === 'logs')?.value ?? ''
  return { ok: result.includes('SUCCESS'), ran: result !== '', logs: logs.replace(/^"|"$/g, '') }
}

/**
 * What a member can do with a DAO proposal: vote (optionally executing at once if the vote
 * passes it), execute an accepted one (reading the executor result), or withdraw their own.
 */
export function ProposalActions({
  proposal,
  rule,
  viewer,
  yesWeight,
}: {
  proposal: GroupProposal
  rule: VotingRule
  viewer: string | null
  yesWeight: number
}) {
  const api = useApiEndpoint()
  const { submit, pending } = useChainMutation()
  const [tryExec, setTryExec] = useState(true)
  const votes = useQuery(groupVotesQuery(api, proposal.id))
  const voting = proposal.status === 'SUBMITTED'
  const members = rule.members ?? []
  const isMember = viewer !== null && members.some(m => m.address === viewer)
  const myVote = votes.data?.find(v => v.voter === viewer)
  const need =
    voting && votes.data && rule.threshold !== null && members.length > 0
      ? groupVoteNeed(members, new Set(votes.data.map(v => v.voter)), yesWeight, rule.threshold)
      : null

  const send = async (msg: EncodeObject, done: string) => {
    try {
      await submit({
        msgs: [msg],
        success: result => {
          const exec = execResult(result.events ?? [])
          if (exec.ran && !exec.ok)
            notify('error', 'The proposal passed but its execution failed', {
              description: exec.logs,
            })
          else notify('info', exec.ran ? 'Proposal executed' : done)
        },
        // Votes and the tally hang under the proposals prefix.
        invalidate: [dashboardKeys.proposals(api)],
      })
    } catch {
      // The tx pipeline showed why.
    }
  }

  return (
    <div className="flex flex-col gap-2 text-sm">
      {need && <p data-testid="vote-need">{groupVoteSentence(need)}</p>}
      {proposal.status === 'ACCEPTED' && (
        <p data-testid="executor-result">
          {proposal.executorResult === 'SUCCESS'
            ? 'Passed and executed.'
            : proposal.executorResult === 'FAILURE'
              ? 'Passed, but its execution failed. It can be executed again.'
              : 'Passed; it now needs to be executed.'}
        </p>
      )}
      {myVote && <p>You voted {VOTE_LABELS[myVote.option] ?? myVote.option}.</p>}
      {voting && isMember && !myVote && viewer && (
        <div className="flex flex-wrap items-center gap-2">
          {VOTES.map(v => (
            <Button
              key={v.option}
              disabled={pending}
              onClick={() =>
                void send(groupVoteMsg(viewer, proposal.id, v.option, tryExec), 'Vote cast')
              }
            >
              {v.label}
            </Button>
          ))}
          <label className="flex items-center gap-1">
            <input type="checkbox" checked={tryExec} onChange={e => setTryExec(e.target.checked)} />
            Execute if it passes
          </label>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {((proposal.status === 'ACCEPTED' && proposal.executorResult !== 'SUCCESS') ||
          need?.kind === 'passes') &&
          isMember &&
          viewer && (
            <Button
              variant="primary"
              disabled={pending}
              onClick={() => void send(groupExecMsg(viewer, proposal.id), 'Executed')}
            >
              Execute
            </Button>
          )}
        {voting && viewer && proposal.proposers.includes(viewer) && (
          <Button
            disabled={pending}
            onClick={() => void send(groupWithdrawMsg(viewer, proposal.id), 'Proposal withdrawn')}
          >
            Withdraw
          </Button>
        )}
      </div>
    </div>
  )
}
