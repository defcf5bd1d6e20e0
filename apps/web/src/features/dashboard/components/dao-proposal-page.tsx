import type { Dao, GroupProposal } from '@gitopia-client/chain/gitopia'
import { describeGroupMessage, describeGroupMsgs } from '@gitopia-client/chain/group'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useApiEndpoint } from '@/config/app-config.ts'
import { paths } from '@/config/paths.ts'
import { TimeAgo } from '@/ui/time-ago.tsx'
import { useNotFoundWhen } from '@/features/not-found/index.ts'
import { OwnerName } from '@/features/owner/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { StatusBadge } from '@/ui/status-badge.tsx'
import { groupProposalQuery } from '../api/proposals.ts'
import type { SignedInAccount } from '../model/use-dashboards.ts'
import { useProposalTally } from '../model/use-proposal-tally.ts'
import { useVotingRule } from '../model/use-voting-rule.ts'
import type { VotingRule } from '../model/voting-rule.ts'
import { Panel } from './panel.tsx'
import { groupVotesQuery, ProposalActions, VOTE_LABELS } from './proposal-actions.tsx'
import { statusLabels } from './proposal-status.ts'
import { TallyBar } from './tally.tsx'
import { WithDao } from './with-dao.tsx'

/**
 * `/daos/:name/proposals/:id`: one DAO proposal (open or closed): what its Msgs do, the tally
 * against the policy, the votes by name, and Vote / Execute / Withdraw for members.
 */
export function DaoProposalPage({
  name,
  id,
  account,
}: {
  name: string
  id: string
  account: SignedInAccount | null
}) {
  return (
    <WithDao name={name} valid={/^\d+$/.test(id)} loading="Loading proposal…">
      {dao => <ProposalOfDao dao={dao} id={id} viewer={account?.address ?? null} />}
    </WithDao>
  )
}

function ProposalOfDao({ dao, id, viewer }: { dao: Dao; id: string; viewer: string | null }) {
  const api = useApiEndpoint()
  const { policy, rule } = useVotingRule(dao, viewer)
  const proposal = useQuery(groupProposalQuery(api, id))
  // A proposal of another DAO's policy is not this DAO's proposal.
  const foreign =
    proposal.data === null ||
    (!!proposal.data && !!policy.data && proposal.data.policyAddress !== policy.data.address) ||
    policy.data === null
  useNotFoundWhen(foreign)

  if (foreign) return null
  const error = proposal.error ?? policy.error
  if (error) {
    return <LoadError what="this proposal" error={error} onRetry={() => void proposal.refetch()} />
  }
  if (!proposal.data || !rule) return <p className="text-fg-muted">Loading proposal…</p>
  return <ProposalView dao={dao} proposal={proposal.data} rule={rule} />
}

function ProposalView({
  dao,
  proposal,
  rule,
}: {
  dao: Dao
  proposal: GroupProposal
  rule: VotingRule
}) {
  const { voting, tally } = useProposalTally(proposal)
  const isMember = (address: string) => !!rule.members?.some(m => m.address === address)
  const effects = proposal.messages.flatMap(message => describeGroupMessage(message, isMember))
  const title = proposal.title || 'Untitled proposal'

  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${title} · ${dao.name} · Gitopia`}</title>
      <Link to={paths.daoDashboard.href(dao.name)} className="text-sm text-accent hover:underline">
        ← {dao.name}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-fg-muted">#{proposal.id}</span>
          <h1 className="text-xl font-semibold break-words">{title}</h1>
          <StatusBadge
            testId="proposal-status"
            className="ml-auto"
            tone={voting ? 'active' : 'neutral'}
          >
            {statusLabels[proposal.status]}
          </StatusBadge>
        </div>
        <p className="text-sm text-fg-muted">
          {proposal.submittedAt && (
            <>
              Submitted <TimeAgo date={proposal.submittedAt} />
            </>
          )}
          {proposal.proposers.length > 0 && (
            <>
              {' by '}
              {proposal.proposers.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <OwnerName address={p} />
                </span>
              ))}
            </>
          )}
          {proposal.votingEndsAt && (
            <>
              {' '}
              · voting {voting ? 'ends' : 'ended'} <TimeAgo date={proposal.votingEndsAt} />
            </>
          )}
        </p>
      </header>
      {proposal.summary && (
        <p className="break-words whitespace-pre-line text-fg-muted">{proposal.summary}</p>
      )}
      <Panel title="If it passes">
        <ul aria-label="What it does" className="flex list-disc flex-col gap-1 pl-5 text-sm">
          {effects.length === 0 ? (
            <li>{describeGroupMsgs([])}</li>
          ) : (
            effects.map((effect, i) => (
              <li key={i} className="break-words">
                {effect}
              </li>
            ))
          )}
        </ul>
      </Panel>
      <Panel title="Tally">
        {tally ? (
          <>
            <TallyBar tally={tally} rule={rule} />
            <ThresholdLabel threshold={rule.threshold} />
          </>
        ) : (
          <p className="text-xs text-fg-muted">Counting…</p>
        )}
        <div className="mt-3">
          <ProposalActions
            proposal={proposal}
            rule={rule}
            viewer={rule.viewer ?? null}
            yesWeight={tally ? Number(tally.yes) : 0}
          />
        </div>
      </Panel>
      <Votes proposalId={proposal.id} members={rule.members ?? null} />
    </article>
  )
}

/**
 * Everyone's vote with the weight it carries (the member's weight in the group), by username
 * where the chain has one; kept after the vote closes.
 */
function Votes({ proposalId, members }: { proposalId: string; members: VotingRule['members'] }) {
  const api = useApiEndpoint()
  const votes = useQuery(groupVotesQuery(api, proposalId))
  return (
    <Panel title="Votes">
      {votes.error ? (
        <LoadError what="votes" error={votes.error} onRetry={() => void votes.refetch()} />
      ) : !votes.data ? (
        <p className="text-fg-muted">Loading votes…</p>
      ) : votes.data.length === 0 ? (
        <p className="text-fg-muted">No votes yet.</p>
      ) : (
        <ul aria-label="Votes" className="flex flex-col gap-1 text-sm">
          {votes.data.map(v => (
            <li key={v.voter} className="flex justify-between gap-2" title={v.voter}>
              <span className="break-all">
                <OwnerName address={v.voter} />
              </span>
              <span>
                {VOTE_LABELS[v.option] ?? v.option}
                <WeightOf voter={v.voter} members={members} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

/** ` · weight 2`, once the group's members are known. */
function WeightOf({ voter, members }: { voter: string; members: VotingRule['members'] }) {
  const weight = members?.find(member => member.address === voter)?.weight
  if (weight === undefined) return null
  return (
    <span className="text-fg-muted" data-testid="vote-weight">
      {' '}
      · weight {weight.toLocaleString('en')}
    </span>
  )
}

/** Under the tally bar, at its mark: the share of the group's weight that must vote yes. */
function ThresholdLabel({ threshold }: { threshold: number | null }) {
  if (threshold === null) return null
  const at = Math.round(threshold * 100)
  return (
    <div className="relative h-4 text-xs text-fg-muted">
      <span
        className={`absolute whitespace-nowrap ${at < 15 ? '' : at > 85 ? '-translate-x-full' : '-translate-x-1/2'}`}
        style={{ left: `${threshold * 100}%` }}
        data-testid="threshold-label"
      >
        {at}% yes needed
      </span>
    </div>
  )
}
