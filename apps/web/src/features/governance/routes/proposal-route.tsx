import { formatCoin } from '@gitopia-client/chain'
import { govOutcome, type GovProposal } from '@gitopia-client/chain/gov'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { MarkdownDocument } from '@/features/repository/index.ts'
import { useActiveAccount } from '@/features/wallet/index.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { StatusBadge } from '@/ui/status-badge.tsx'
import {
  bondedQuery,
  govParamsQuery,
  myVoteQuery,
  proposalQuery,
  tallyQuery,
  votingPowerQuery,
} from '../api/queries.ts'
import { DepositDialog } from '../components/deposit-dialog.tsx'
import { DepositList, VoteList } from '../components/proposal-lists.tsx'
import {
  CLOSED_SENTENCES,
  OUTCOME_SENTENCES,
  STATUS_LABELS,
  STATUS_TONES,
} from '../components/status.ts'
import { TallyBar } from '../components/tally-bar.tsx'
import { OPTION_LABELS, VoteDialog } from '../components/vote-dialog.tsx'

const exact = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' })
const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`

/** `/governance/:id`: one chain proposal with its deposits, tally, votes and the viewer's part. */
export function ProposalRoute() {
  const { id = '' } = useParams()
  const api = useApiEndpoint()
  // An open proposal changes on its own (voting opens, voting ends): keep it fresh.
  const proposal = useQuery({
    ...proposalQuery(api, id),
    refetchInterval: query => {
      const status = query.state.data?.status
      return status === 'VOTING_PERIOD' || status === 'DEPOSIT_PERIOD' ? 5_000 : false
    },
  })
  if (proposal.error)
    return (
      <main className="mx-auto w-full max-w-4xl p-4">
        <LoadError
          what={`proposal #${id}`}
          error={proposal.error}
          onRetry={() => void proposal.refetch()}
        />
      </main>
    )
  if (!proposal.data) return <p className="p-4 text-fg-muted">Loading proposal…</p>
  return <ProposalPage proposal={proposal.data} />
}

function ProposalPage({ proposal }: { proposal: GovProposal }) {
  const api = useApiEndpoint()
  const account = useActiveAccount()
  const params = useQuery(govParamsQuery(api))
  const bonded = useQuery(bondedQuery(api))
  const voting = proposal.status === 'VOTING_PERIOD'
  const live = useQuery({
    ...tallyQuery(api, proposal.id),
    enabled: voting,
    refetchInterval: voting ? 5_000 : false,
  })
  const [dialog, setDialog] = useState<'vote' | 'deposit' | null>(null)
  const tally = voting ? live.data : proposal.finalTally
  const minimum = params.data?.minDeposit.find(c => c.denom === 'ulore')?.amount ?? 0n
  const outcome =
    tally && bonded.data !== undefined && params.data
      ? govOutcome(tally, bonded.data, params.data)
      : null

  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4">
      <Link to={paths.governance.href()} className="text-sm text-fg-muted hover:underline">
        ← Governance
      </Link>
      <header className="flex flex-wrap items-center gap-2">
        <span className="text-fg-muted">#{proposal.id}</span>
        <h1 className="text-2xl font-semibold break-words">
          {proposal.title || 'Untitled proposal'}
        </h1>
        <StatusBadge tone={STATUS_TONES[proposal.status]} testId="proposal-status">
          {STATUS_LABELS[proposal.status]}
        </StatusBadge>
      </header>

      <section aria-label="Timeline">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {(
            [
              ['Submitted', proposal.submitTime],
              ['Deposit end', proposal.depositEndTime],
              ['Voting start', proposal.votingStartTime],
              ['Voting end', proposal.votingEndTime],
            ] as const
          ).map(([label, date]) => (
            <div key={label} className="contents">
              <dt className="text-fg-muted">{label}</dt>
              <dd>{date ? exact.format(date) : '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      {proposal.spend && (
        <p data-testid="pool-spend">
          If it passes, the community pool pays {formatCoin(proposal.spend.amount)} to{' '}
          <span className="font-mono break-all">{proposal.spend.recipient}</span>.
        </p>
      )}

      <section aria-label="Description" className="markdown-body">
        <MarkdownDocument
          fallback={<p className="text-fg-muted">Loading description…</p>}
          source={proposal.description}
          dir=""
          hrefFor={() => '#'}
        />
      </section>

      {proposal.status === 'DEPOSIT_PERIOD' && (
        <section aria-label="Deposit" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Deposit</h2>
          <p>
            {formatCoin(proposal.totalDeposit)} of {formatCoin(minimum)} deposited. Voting opens
            once the minimum is reached.
          </p>
          <progress
            className="w-full"
            max={Number(minimum) || 1}
            value={Number(proposal.totalDeposit)}
          />
          {account && (
            <Button className="self-start" onClick={() => setDialog('deposit')}>
              Deposit
            </Button>
          )}
        </section>
      )}

      {proposal.status !== 'DEPOSIT_PERIOD' && tally && (
        <section aria-label="Tally" className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">Tally</h2>
          {bonded.data !== undefined && (
            <TallyBar
              tally={tally}
              bonded={bonded.data}
              {...(params.data ? { quorum: Number(params.data.quorum) } : {})}
            />
          )}
          {outcome && params.data && (
            <>
              <p className="text-sm">
                Turnout {percent(outcome.turnout)} (quorum {percent(Number(params.data.quorum))}) ·
                Yes {percent(outcome.yesShare)} of non-abstain votes (threshold over{' '}
                {percent(Number(params.data.threshold))}) · No with veto{' '}
                {percent(outcome.vetoShare)} (veto at {percent(Number(params.data.vetoThreshold))})
              </p>
              <p data-testid="proposal-outcome">
                {voting
                  ? OUTCOME_SENTENCES[outcome.reason]
                  : proposal.status === 'PASSED'
                    ? CLOSED_SENTENCES.passes
                    : CLOSED_SENTENCES[outcome.reason === 'passes' ? 'threshold' : outcome.reason]}
              </p>
            </>
          )}
        </section>
      )}

      {account && voting && (
        <ViewerVote
          proposalId={proposal.id}
          address={account.address}
          onVote={() => setDialog('vote')}
        />
      )}

      {proposal.status === 'DEPOSIT_PERIOD' || voting ? (
        <DepositList proposalId={proposal.id} />
      ) : null}
      {voting && <VoteList proposalId={proposal.id} />}
      {!voting && proposal.status !== 'DEPOSIT_PERIOD' && (
        <p className="text-sm text-fg-muted">
          The chain deletes a proposal&apos;s votes and deposits once voting ends; the final tally
          stays.
        </p>
      )}

      {account && (
        <>
          <VoteDialog
            open={dialog === 'vote'}
            onClose={() => setDialog(null)}
            account={account}
            proposalId={proposal.id}
          />
          <DepositDialog
            open={dialog === 'deposit'}
            onClose={() => setDialog(null)}
            account={account}
            proposalId={proposal.id}
            missing={minimum > proposal.totalDeposit ? minimum - proposal.totalDeposit : 0n}
          />
        </>
      )}
    </main>
  )
}

/** The viewer's part in a vote: their voting power and vote, or why they have none. */
export function ViewerVote({
  proposalId,
  address,
  onVote,
}: {
  proposalId: string
  address: string
  onVote: () => void
}) {
  const api = useApiEndpoint()
  const power = useQuery(votingPowerQuery(api, address))
  const mine = useQuery(myVoteQuery(api, proposalId, address))
  return (
    <section
      aria-label="Your vote"
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <h2 className="font-semibold">Your vote</h2>
      {power.data !== undefined && (
        <p className="text-sm">Your voting power: {formatCoin(power.data)} staked</p>
      )}
      {power.data !== undefined && power.data > 0n && (
        <p role="note" className="text-sm text-fg-muted" data-testid="vote-override">
          {mine.data
            ? 'Your vote overrides your validators’ votes for your stake.'
            : 'Until you vote, your stake counts with each validator’s vote; your own vote overrides theirs.'}
        </p>
      )}
      {mine.data && (
        <p className="text-sm" data-testid="my-vote">
          You voted{' '}
          {mine.data.options
            .map(
              o =>
                `${OPTION_LABELS[o.option]}${mine.data?.options.length === 1 ? '' : ` ${Math.round(Number(o.weight) * 100)}%`}`,
            )
            .join(', ')}
        </p>
      )}
      {power.data === 0n ? (
        <p role="note" className="text-sm text-fg-muted">
          You have no voting power: on this chain votes are weighed by LORE staked with validators,
          and this account has none staked.
        </p>
      ) : (
        <Button
          variant="primary"
          className="self-start"
          onClick={onVote}
          disabled={power.data === undefined}
        >
          {mine.data ? 'Change vote' : 'Vote'}
        </Button>
      )}
    </section>
  )
}
