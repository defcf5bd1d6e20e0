import { grpcError, ok, paginate, parsePageRequest } from '../../http/paging.ts'
import type { Router } from '../../http/router.ts'
import { numericKey } from '../../state/store.ts'
import {
  EMPTY_TALLY,
  PROPOSAL_STATUSES,
  type GovKeeper,
  type GovProposal,
  type GovVote,
} from './keeper.ts'
import {
  depositParams,
  legacyTally,
  paramsV1Json,
  proposalV1beta1Json,
  proposalV1Json,
  tallyParams,
  voteV1beta1Json,
  voteV1Json,
  votingParams,
} from './json.ts'

/** The live tally while voting, nothing during the deposit period, the final one after. */
export function currentTally(keeper: GovKeeper, proposal: GovProposal) {
  if (proposal.status === 'PROPOSAL_STATUS_VOTING_PERIOD') return keeper.tally(proposal.id).tally
  if (proposal.status === 'PROPOSAL_STATUS_DEPOSIT_PERIOD') return EMPTY_TALLY
  return proposal.final_tally_result
}

function statusFilter(raw: string | null): string | null | Error {
  if (raw === null || raw === '' || raw === '0' || raw === 'PROPOSAL_STATUS_UNSPECIFIED')
    return null
  if (/^\d+$/.test(raw)) return PROPOSAL_STATUSES[Number(raw)] ?? new Error(raw)
  return (PROPOSAL_STATUSES as readonly string[]).includes(raw) ? raw : new Error(raw)
}

export function registerGovRoutes(router: Router, keeper: GovKeeper): void {
  for (const version of ['v1beta1', 'v1'] as const) {
    const p = `/cosmos/gov/${version}`
    const legacy = version === 'v1beta1'
    const proposalJson = (pr: GovProposal): unknown =>
      legacy ? proposalV1beta1Json(pr) : proposalV1Json(pr)
    const voteJson = (v: GovVote): unknown => (legacy ? voteV1beta1Json(v) : voteV1Json(v))
    const find = (id: string | undefined) => keeper.proposal(id ?? '')
    const notFound = (id: string | undefined) =>
      /^\d{1,20}$/.test(id ?? '')
        ? grpcError(5, `proposal ${id} doesn't exist`)
        : grpcError(3, `invalid proposal id ${id}`)

    router.get(`${p}/proposals`, ({ query }) => {
      const status = statusFilter(query.get('proposal_status'))
      if (status instanceof Error) return grpcError(3, `invalid proposal status ${status.message}`)
      const voter = query.get('voter') ?? ''
      const depositor = query.get('depositor') ?? ''
      const list = keeper.proposals
        .all()
        .filter(
          pr =>
            (status === null || pr.status === status) &&
            (voter === '' || keeper.votes.get(pr.id, voter) !== undefined) &&
            (depositor === '' || keeper.deposits.get(pr.id, depositor) !== undefined),
        )
      const page = paginate(list, parsePageRequest(query), pr => numericKey(BigInt(pr.id)))
      return ok({ proposals: page.items.map(proposalJson), pagination: page.pagination })
    })
    router.get(`${p}/proposals/{proposal_id}`, ({ params }) => {
      const proposal = find(params.proposal_id)
      return proposal ? ok({ proposal: proposalJson(proposal) }) : notFound(params.proposal_id)
    })
    router.get(`${p}/proposals/{proposal_id}/deposits`, ({ params, query }) => {
      const proposal = find(params.proposal_id)
      if (!proposal) return notFound(params.proposal_id)
      const page = paginate(
        keeper.deposits.of(proposal.id),
        parsePageRequest(query),
        d => d.depositor,
      )
      return ok({ deposits: page.items, pagination: page.pagination })
    })
    router.get(`${p}/proposals/{proposal_id}/deposits/{depositor}`, ({ params }) => {
      const proposal = find(params.proposal_id)
      if (!proposal) return notFound(params.proposal_id)
      const deposit = keeper.deposits.get(proposal.id, params.depositor ?? '')
      return deposit
        ? ok({ deposit })
        : grpcError(5, `depositer: ${params.depositor} not found for proposal: ${proposal.id}`)
    })
    router.get(`${p}/proposals/{proposal_id}/tally`, ({ params }) => {
      const proposal = find(params.proposal_id)
      if (!proposal) return notFound(params.proposal_id)
      const tally = currentTally(keeper, proposal)
      return ok({ tally: legacy ? legacyTally(tally) : tally })
    })
    router.get(`${p}/proposals/{proposal_id}/votes`, ({ params, query }) => {
      const proposal = find(params.proposal_id)
      if (!proposal) return notFound(params.proposal_id)
      const page = paginate(keeper.votes.of(proposal.id), parsePageRequest(query), v => v.voter)
      return ok({ votes: page.items.map(voteJson), pagination: page.pagination })
    })
    router.get(`${p}/proposals/{proposal_id}/votes/{voter}`, ({ params }) => {
      const proposal = find(params.proposal_id)
      if (!proposal) return notFound(params.proposal_id)
      const vote = keeper.votes.get(proposal.id, params.voter ?? '')
      return vote
        ? ok({ vote: voteJson(vote) })
        : grpcError(5, `voter: ${params.voter} not found for proposal: ${proposal.id}`)
    })
    router.get(`${p}/params/{params_type}`, ({ params }) => {
      const type = params.params_type
      const gp = keeper.params
      if (type !== 'voting' && type !== 'deposit' && type !== 'tallying')
        return grpcError(3, `unknown params type: ${type}`)
      if (legacy)
        return ok({
          voting_params: type === 'voting' ? votingParams(gp) : { voting_period: '0s' },
          deposit_params:
            type === 'deposit' ? depositParams(gp) : { min_deposit: [], max_deposit_period: '0s' },
          tally_params:
            type === 'tallying'
              ? tallyParams(gp)
              : {
                  quorum: '0.000000000000000000',
                  threshold: '0.000000000000000000',
                  veto_threshold: '0.000000000000000000',
                },
        })
      return ok({
        voting_params: type === 'voting' ? votingParams(gp) : null,
        deposit_params: type === 'deposit' ? depositParams(gp) : null,
        tally_params: type === 'tallying' ? tallyParams(gp) : null,
        params: paramsV1Json(gp),
      })
    })
  }
}
