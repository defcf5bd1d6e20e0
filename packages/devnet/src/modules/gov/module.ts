import type { ChainModule } from '../../chain/module.ts'
import { EventCollector } from '../../chain/events.ts'
import { govAbciQueries } from './abci.ts'
import type { GovKeeper } from './keeper.ts'
import { govHandlers } from './msgs.ts'
import { registerGovRoutes } from './routes.ts'

/**
 * x/gov's EndBlocker (SDK 0.47): proposals whose deposit period ran out are dropped with their
 * deposits refunded; at the end of voting the tally decides PASSED or REJECTED, deposits are
 * refunded or burned (veto), and votes and deposits are deleted as the SDK does.
 */
function endBlock(keeper: GovKeeper, time: Date): void {
  const events = new EventCollector()
  for (const proposal of keeper.proposals.all()) {
    if (
      proposal.status === 'PROPOSAL_STATUS_DEPOSIT_PERIOD' &&
      Date.parse(proposal.deposit_end_time) <= time.getTime()
    ) {
      keeper.settleDeposits(proposal.id, keeper.params.burn_proposal_deposit_prevote)
      keeper.deleteProposal(proposal.id)
      events.emit('inactive_proposal', {
        proposal_id: proposal.id,
        proposal_result: 'proposal_dropped',
      })
    }
    if (
      proposal.status === 'PROPOSAL_STATUS_VOTING_PERIOD' &&
      proposal.voting_end_time !== null &&
      Date.parse(proposal.voting_end_time) <= time.getTime()
    ) {
      const outcome = keeper.tally(proposal.id)
      keeper.settleDeposits(proposal.id, outcome.burnDeposits)
      keeper.deleteVotes(proposal.id)
      // A text proposal does nothing; a pool spend that cannot be paid leaves the proposal FAILED.
      const ran = outcome.passes ? keeper.runContent(proposal) : false
      const status = !outcome.passes
        ? 'PROPOSAL_STATUS_REJECTED'
        : ran
          ? 'PROPOSAL_STATUS_PASSED'
          : 'PROPOSAL_STATUS_FAILED'
      keeper.proposals.save({ ...proposal, status, final_tally_result: outcome.tally })
      events.emit('active_proposal', {
        proposal_id: proposal.id,
        proposal_result: !outcome.passes
          ? 'proposal_rejected'
          : ran
            ? 'proposal_passed'
            : 'proposal_failed',
      })
    }
  }
}

export function govModule(keeper: GovKeeper): ChainModule {
  return {
    name: 'gov',
    handlers: govHandlers(keeper),
    abciQueries: govAbciQueries(keeper),
    registerRoutes: router => registerGovRoutes(router, keeper),
    endBlock: ({ blockTime }) => endBlock(keeper, blockTime),
  }
}
