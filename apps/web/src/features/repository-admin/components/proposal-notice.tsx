import {
  PROPOSAL_RULE_LABEL,
  type ActionRoute,
  type ProposalRule,
} from '@gitopia-client/chain/gitopia'
import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useOwningDao, useRepository } from '@/features/repository/index.ts'
import type { SubmitOrProposeOutcome } from '@/features/wallet/index.ts'

/** Says before the action that it becomes a DAO proposal, and why. */
export function ProposalNotice({ route, rule }: { route: ActionRoute; rule: ProposalRule }) {
  if (route.kind !== 'proposal') return null
  return (
    <p
      className="rounded-md border border-accent/40 bg-canvas-subtle p-3 text-sm"
      data-testid="proposal-notice"
    >
      <strong>{route.dao.name}</strong> requires a proposal for {PROPOSAL_RULE_LABEL[rule]}: this
      will be submitted as a group proposal, and happens once the members approve it.
    </p>
  )
}

/** What happened after a DAO-aware action: done, or which proposal now waits for votes. */
export function OutcomeNotice({
  outcome,
  done,
}: {
  outcome: SubmitOrProposeOutcome | null
  done: string
}) {
  // The DAO that owns the repository, read already to route the action to its vote.
  const daoName = useOwningDao(useRepository().repository).data?.dao?.name ?? ''
  if (!outcome) return null
  if (outcome.kind === 'direct') {
    return (
      <p role="status" className="text-sm text-green-700 dark:text-green-400">
        {done}
      </p>
    )
  }
  const { proposal } = outcome
  return (
    <p role="status" className="text-sm">
      {proposal?.executed
        ? `Proposal #${proposal.id} passed at once and was executed. `
        : `Proposal${proposal ? ` #${proposal.id}` : ''} submitted to ${daoName}; it takes effect once the members approve it. `}
      <Link to={paths.daoDashboard.href(daoName)} className="text-accent hover:underline">
        Open the DAO dashboard
      </Link>
    </p>
  )
}
