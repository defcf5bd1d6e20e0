import * as z from 'zod/mini'
import { fetchJson, HttpError, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { pageBody, pagingParams, toPage, type Page, type PageRequest } from '../gitopia/paging.ts'
import { protoEnum } from '../gitopia/wire.ts'

/**
 * Chain governance reads (x/gov as SDK 0.47 serves it: proposals from v1, the rest from v1beta1;
 * docs/protocol.md#governance) and the staking
 * reads that give them meaning: bonded tokens for quorum, a voter's delegations for power.
 */
export type GovStatus =
  'DEPOSIT_PERIOD' | 'VOTING_PERIOD' | 'PASSED' | 'REJECTED' | 'FAILED' | 'UNSPECIFIED'
export type GovOption = 'YES' | 'ABSTAIN' | 'NO' | 'NO_WITH_VETO'

export interface GovTally {
  readonly yes: bigint
  readonly abstain: bigint
  readonly no: bigint
  readonly noWithVeto: bigint
}

export interface GovProposal {
  readonly id: string
  readonly title: string
  readonly description: string
  /** The content's `@type`, e.g. `/cosmos.gov.v1beta1.TextProposal`. */
  readonly contentType: string
  readonly status: GovStatus
  readonly finalTally: GovTally
  readonly submitTime: Date | null
  readonly depositEndTime: Date | null
  readonly votingStartTime: Date | null
  readonly votingEndTime: Date | null
  readonly totalDeposit: bigint
  /** A community-pool spend: who is paid and how much (ulore); null for other proposals. */
  readonly spend: { readonly recipient: string; readonly amount: bigint } | null
  /** Who submitted it (gov v1 since SDK 0.47; '' when the node does not say). */
  readonly proposer: string
}

export interface GovVote {
  readonly voter: string
  readonly options: readonly { readonly option: GovOption; readonly weight: string }[]
}

export interface GovDeposit {
  readonly depositor: string
  readonly amount: bigint
}

const amountOf = (coins: readonly { denom: string; amount: string }[], denom = 'ulore') =>
  coins.filter(c => c.denom === denom).reduce((sum, c) => sum + BigInt(c.amount), 0n)

/** RFC 3339; Go's zero time means "not yet". */
const time = z.pipe(
  z._default(z.nullable(z.string()), null),
  z.transform(value => {
    if (value === null || value.startsWith('0001-')) return null
    const ms = Date.parse(value)
    return Number.isNaN(ms) ? null : new Date(ms)
  }),
)
const int = z.string().check(z.regex(/^\d+$/))
const coins = z._default(z.array(z.object({ denom: z.string(), amount: int })), [])
const tallyWire = z.object({ yes: int, abstain: int, no: int, no_with_veto: int })
const toTally = (t: z.infer<typeof tallyWire>): GovTally => ({
  yes: BigInt(t.yes),
  abstain: BigInt(t.abstain),
  no: BigInt(t.no),
  noWithVeto: BigInt(t.no_with_veto),
})
const status = protoEnum(
  'PROPOSAL_STATUS_',
  ['DEPOSIT_PERIOD', 'VOTING_PERIOD', 'PASSED', 'REJECTED', 'FAILED'],
  'UNSPECIFIED',
)
/** A proposal Msg as the gateway prints it: a spend's recipient and amount, a legacy content. */
const messageWire = z.object({
  '@type': z.string(),
  recipient: z.optional(z.string()),
  amount: z.optional(coins),
  content: z.optional(
    z.nullable(
      z.object({
        '@type': z.string(),
        title: z._default(z.string(), ''),
        description: z._default(z.string(), ''),
        recipient: z.optional(z.string()),
        amount: z.optional(coins),
      }),
    ),
  ),
})
const v1TallyWire = z.object({
  yes_count: int,
  abstain_count: int,
  no_count: int,
  no_with_veto_count: int,
})
/**
 * gov v1's proposal: its title and summary are its own, and a spend is a `MsgCommunityPoolSpend`
 * (the v1beta1 routes show such a proposal without title: docs/protocol.md#community-pool-spends).
 */
const proposalWire = z.object({
  id: int,
  messages: z._default(z.array(messageWire), []),
  status,
  final_tally_result: v1TallyWire,
  submit_time: time,
  deposit_end_time: time,
  total_deposit: coins,
  voting_start_time: time,
  voting_end_time: time,
  title: z._default(z.string(), ''),
  summary: z._default(z.string(), ''),
  proposer: z._default(z.string(), ''),
})

const POOL_SPEND = '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend'

function toProposal(p: z.infer<typeof proposalWire>): GovProposal {
  const [first] = p.messages
  const legacy = first?.content ?? null
  const spend = first?.['@type'] === POOL_SPEND ? first : legacy
  const t = p.final_tally_result
  return {
    id: p.id,
    title: p.title || (legacy?.title ?? ''),
    description: p.summary || (legacy?.description ?? ''),
    contentType: legacy?.['@type'] ?? first?.['@type'] ?? '',
    status: p.status,
    finalTally: toTally({
      yes: t.yes_count,
      abstain: t.abstain_count,
      no: t.no_count,
      no_with_veto: t.no_with_veto_count,
    }),
    submitTime: p.submit_time,
    depositEndTime: p.deposit_end_time,
    votingStartTime: p.voting_start_time,
    votingEndTime: p.voting_end_time,
    totalDeposit: amountOf(p.total_deposit),
    spend:
      spend?.recipient !== undefined
        ? { recipient: spend.recipient, amount: amountOf(spend.amount ?? []) }
        : null,
    proposer: p.proposer,
  }
}

const option = protoEnum('VOTE_OPTION_', ['YES', 'ABSTAIN', 'NO', 'NO_WITH_VETO'], 'YES')
const voteWire = z.object({
  voter: z.string(),
  options: z._default(z.array(z.object({ option, weight: z.string() })), []),
})

const G = '/cosmos/gov/v1beta1'
const V1 = '/cosmos/gov/v1'

function url(api: string, path: string, page?: PageRequest, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra)
  pagingParams(page, params)
  const search = params.toString()
  return joinUrl(api, search ? `${path}?${search}` : path)
}

export interface GovListOptions extends FetchJsonOptions {
  readonly page?: PageRequest
}

/** Proposals, optionally of one status (`VOTING_PERIOD`, …). */
export async function listGovProposals(
  api: string,
  filter: GovStatus | null,
  options: GovListOptions = {},
): Promise<Page<GovProposal>> {
  const body = await fetchJson(
    url(
      api,
      `${V1}/proposals`,
      options.page,
      filter ? { proposal_status: `PROPOSAL_STATUS_${filter}` } : {},
    ),
    pageBody('proposals', proposalWire),
    options,
  )
  return toPage(body.items.map(toProposal), body.pagination, options.page)
}

/** `GET …/proposals/{id}{path}`, read with `schema`. */
function proposalRead<S extends z.ZodMiniType>(
  api: string,
  id: string,
  path: string,
  schema: S,
  options: GovListOptions,
) {
  return fetchJson(
    url(api, `${G}/proposals/${encodeURIComponent(id)}${path}`, options.page),
    schema,
    options,
  )
}

export async function getGovProposal(
  api: string,
  id: string,
  options: FetchJsonOptions = {},
): Promise<GovProposal> {
  const body = await fetchJson(
    url(api, `${V1}/proposals/${encodeURIComponent(id)}`),
    z.object({ proposal: proposalWire }),
    options,
  )
  return toProposal(body.proposal)
}

/** The live tally while voting (the node computes it), the final one after. */
export async function getGovTally(
  api: string,
  id: string,
  options: FetchJsonOptions = {},
): Promise<GovTally> {
  const body = await proposalRead(api, id, '/tally', z.object({ tally: tallyWire }), options)
  return toTally(body.tally)
}

type ProposalListRead<T> = (api: string, id: string, options?: GovListOptions) => Promise<Page<T>>

/** A page of the proposal's `list` (`GET …/proposals/{id}/{list}`), each item read with `wire`. */
const proposalList =
  <S extends z.ZodMiniType, T>(
    list: string,
    wire: S,
    to: (item: z.output<S>) => T,
  ): ProposalListRead<T> =>
  async (api, id, options = {}) => {
    const body = await proposalRead(api, id, `/${list}`, pageBody(list, wire), options)
    return toPage(body.items.map(to), body.pagination, options.page)
  }

const depositWire = z.object({ depositor: z.string(), amount: coins })

export const listGovDeposits = proposalList('deposits', depositWire, (deposit): GovDeposit => ({
  depositor: deposit.depositor,
  amount: amountOf(deposit.amount),
}))

export const listGovVotes = proposalList('votes', voteWire, (vote): GovVote => vote)

/** The voter's vote, or null when they have not voted (the node answers 404). */
export async function getGovVote(
  api: string,
  id: string,
  voter: string,
  options: FetchJsonOptions = {},
): Promise<GovVote | null> {
  try {
    const path = `/votes/${encodeURIComponent(voter)}`
    const body = await proposalRead(api, id, path, z.object({ vote: voteWire }), options)
    return body.vote
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}
