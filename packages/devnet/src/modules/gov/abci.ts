import { toUtf8 } from '@cosmjs/encoding'
import type { Proposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import {
  QueryDepositRequest,
  QueryDepositResponse,
  QueryDepositsRequest,
  QueryDepositsResponse,
  QueryParamsRequest,
  QueryParamsResponse,
  QueryProposalRequest,
  QueryProposalResponse,
  QueryProposalsRequest,
  QueryProposalsResponse,
  QueryTallyResultRequest,
  QueryTallyResultResponse,
  QueryVoteRequest,
  QueryVoteResponse,
  QueryVotesRequest,
  QueryVotesResponse,
} from 'cosmjs-types/cosmos/gov/v1beta1/query'
import { ChainError, type ErrorKind } from '../../chain/errors.ts'
import type { AbciQueryHandler } from '../../chain/module.ts'
import {
  PROPOSAL_STATUSES,
  type GovDeposit,
  type GovKeeper,
  type GovProposal,
  type GovVote,
} from './keeper.ts'
import { GovErrors, OPTION_NAMES } from './msgs.ts'
import { currentTally } from './routes.ts'
import { type TallyCounts } from './tally.ts'
import { parseDec } from '../../chain/dec.ts'
import type { RecordsByParent } from '../../state/records.ts'

const timestamp = (iso: string | null) => {
  const ms = iso === null ? Date.parse('0001-01-01T00:00:00Z') : Date.parse(iso)
  return {
    seconds: BigInt(Math.floor(ms / 1000)),
    nanos: (((ms % 1000) + 1000) % 1000) * 1_000_000,
  }
}
const tallyProto = (t: TallyCounts) => ({
  yes: t.yes_count,
  abstain: t.abstain_count,
  no: t.no_count,
  noWithVeto: t.no_with_veto_count,
})
const option = (name: string) => Math.max(0, OPTION_NAMES.indexOf(name as never))
/** A list response's `key` holding the whole `list`, answered in one page. */
function wholeList<K extends string, T, P>(key: K, list: readonly T[], proto: (item: T) => P) {
  const pagination = { nextKey: new Uint8Array(), total: BigInt(list.length) }
  return { [key]: list.map(proto), pagination } as Record<K, P[]> & {
    pagination: typeof pagination
  }
}

/** `record`, or the keeper's error when the store has none. */
function found<T>(record: T | undefined, kind: ErrorKind, message: string): T {
  if (record === undefined) throw ChainError.wrap(kind, message)
  return record
}

function proposalProto(p: GovProposal): Proposal {
  const content = p.legacy_content ?? p.messages[0]
  return {
    proposalId: BigInt(p.id),
    // As the REST form: the legacy content, else the first Msg (`ConvertToLegacyProposal`).
    ...(content
      ? { content: { typeUrl: content.typeUrl, value: Buffer.from(content.value, 'base64') } }
      : {}),
    status: PROPOSAL_STATUSES.indexOf(p.status),
    finalTallyResult: tallyProto(p.final_tally_result),
    submitTime: timestamp(p.submit_time),
    depositEndTime: timestamp(p.deposit_end_time),
    totalDeposit: [...p.total_deposit],
    votingStartTime: timestamp(p.voting_start_time),
    votingEndTime: timestamp(p.voting_end_time),
  }
}

const depositProto = (proposalId: bigint, d: GovDeposit) => ({
  proposalId,
  depositor: d.depositor,
  amount: [...d.amount],
})

const voteProto = (v: GovVote) => ({
  proposalId: BigInt(v.proposal_id),
  voter: v.voter,
  option: v.options.length === 1 ? option(v.options[0]?.option ?? '') : 0,
  // v1beta1 weights are `sdk.Dec` atomics on the wire.
  options: v.options.map(o => ({
    option: option(o.option),
    weight: parseDec(o.weight).toString(),
  })),
})

/** `sdk.Dec` inside v1beta1 TallyParams: the atomics' decimal text as bytes. */
const decBytes = (text: string) => toUtf8(parseDec(text).toString())

/** gov v1beta1 gRPC paths over `abci_query` (cosmjs `setupGovExtension`). */
export function govAbciQueries(keeper: GovKeeper): Record<string, AbciQueryHandler> {
  const q = '/cosmos.gov.v1beta1.Query/'
  const load = (id: bigint) =>
    found(keeper.proposal(id.toString()), GovErrors.unknownProposal, `proposal ${id} doesn't exist`)
  /** The vote or deposit that `account` (the `role`) has on proposal `id`, or the keeper's error. */
  const entryOf = <T>(
    entries: RecordsByParent<T>,
    id: bigint,
    account: string,
    role: 'voter' | 'depositer',
    kind: ErrorKind,
  ) =>
    found(
      entries.get(load(id).id, account),
      kind,
      `${role}: ${account} not found for proposal: ${id}`,
    )
  return {
    [`${q}Proposal`]: data =>
      QueryProposalResponse.encode({
        proposal: proposalProto(load(QueryProposalRequest.decode(data).proposalId)),
      }).finish(),
    [`${q}Proposals`]: data => {
      const request = QueryProposalsRequest.decode(data)
      const list = keeper.proposals
        .all()
        .filter(
          p =>
            Number(request.proposalStatus) === 0 ||
            PROPOSAL_STATUSES.indexOf(p.status) === Number(request.proposalStatus),
        )
        .filter(p => request.voter === '' || keeper.votes.get(p.id, request.voter) !== undefined)
        .filter(
          p =>
            request.depositor === '' || keeper.deposits.get(p.id, request.depositor) !== undefined,
        )
      return QueryProposalsResponse.encode(wholeList('proposals', list, proposalProto)).finish()
    },
    [`${q}Vote`]: data => {
      const { proposalId, voter } = QueryVoteRequest.decode(data)
      const vote = entryOf(keeper.votes, proposalId, voter, 'voter', GovErrors.invalidVote)
      return QueryVoteResponse.encode({ vote: voteProto(vote) }).finish()
    },
    [`${q}Votes`]: data => {
      const votes = keeper.votes.of(load(QueryVotesRequest.decode(data).proposalId).id)
      return QueryVotesResponse.encode(wholeList('votes', votes, voteProto)).finish()
    },
    [`${q}Deposit`]: data => {
      const { proposalId, depositor } = QueryDepositRequest.decode(data)
      const deposit = entryOf(
        keeper.deposits,
        proposalId,
        depositor,
        'depositer',
        GovErrors.unknownProposal,
      )
      return QueryDepositResponse.encode({ deposit: depositProto(proposalId, deposit) }).finish()
    },
    [`${q}Deposits`]: data => {
      const id = QueryDepositsRequest.decode(data).proposalId
      const deposits = keeper.deposits.of(load(id).id)
      const page = wholeList('deposits', deposits, d => depositProto(id, d))
      return QueryDepositsResponse.encode(page).finish()
    },
    [`${q}TallyResult`]: data => {
      const proposal = load(QueryTallyResultRequest.decode(data).proposalId)
      return QueryTallyResultResponse.encode({
        tally: tallyProto(currentTally(keeper, proposal)),
      }).finish()
    },
    [`${q}Params`]: data => {
      const type = QueryParamsRequest.decode(data).paramsType
      const p = keeper.params
      const zero = toUtf8('0')
      return QueryParamsResponse.encode({
        votingParams: {
          votingPeriod: { seconds: type === 'voting' ? BigInt(p.voting_period) : 0n, nanos: 0 },
        },
        depositParams: {
          minDeposit: type === 'deposit' ? [...p.min_deposit] : [],
          maxDepositPeriod: {
            seconds: type === 'deposit' ? BigInt(p.max_deposit_period) : 0n,
            nanos: 0,
          },
        },
        tallyParams:
          type === 'tallying'
            ? {
                quorum: decBytes(p.quorum),
                threshold: decBytes(p.threshold),
                vetoThreshold: decBytes(p.veto_threshold),
              }
            : { quorum: zero, threshold: zero, vetoThreshold: zero },
      }).finish()
    },
  }
}
