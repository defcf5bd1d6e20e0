import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { MsgExecLegacyContent } from 'cosmjs-types/cosmos/gov/v1/tx'
import type { TallyCounts } from './tally.ts'
import { formatDec, parseDec } from '../../chain/dec.ts'
import {
  POOL_SPEND_MSG,
  type GovParams,
  type GovProposal,
  type GovVote,
  type StoredAny,
} from './keeper.ts'

const ZERO_TIME = '0001-01-01T00:00:00Z'
const time = (value: string | null) => (value ?? ZERO_TIME).replace('.000Z', 'Z')

/** The Anys the gateway prints as their fields as decoded: none has a two-word field name. */
const FIELDS_AS_DECODED = new Map<string, { decode(bytes: Uint8Array): object }>([
  ['/cosmos.gov.v1beta1.TextProposal', TextProposal],
  ['/cosmos.distribution.v1beta1.CommunityPoolSpendProposal', CommunityPoolSpendProposal],
  [POOL_SPEND_MSG, MsgCommunityPoolSpend],
])

/** A content or Msg Any as the gateway prints it: `@type` and the fields. */
export function anyJson(any: StoredAny): Record<string, unknown> {
  const bytes = Buffer.from(any.value, 'base64')
  const decoded = FIELDS_AS_DECODED.get(any.typeUrl)
  if (decoded) return { '@type': any.typeUrl, ...decoded.decode(bytes) }
  if (any.typeUrl === '/cosmos.gov.v1.MsgExecLegacyContent') {
    const msg = MsgExecLegacyContent.decode(bytes)
    const content = msg.content
      ? anyJson({
          typeUrl: msg.content.typeUrl,
          value: Buffer.from(msg.content.value).toString('base64'),
        })
      : null
    return { '@type': any.typeUrl, content, authority: msg.authority }
  }
  return { '@type': any.typeUrl }
}

export const legacyTally = (t: TallyCounts) => ({
  yes: t.yes_count,
  abstain: t.abstain_count,
  no: t.no_count,
  no_with_veto: t.no_with_veto_count,
})

export function proposalV1Json(p: GovProposal) {
  return {
    id: p.id,
    messages: p.messages.map(anyJson),
    status: p.status,
    final_tally_result: p.final_tally_result,
    submit_time: time(p.submit_time),
    deposit_end_time: time(p.deposit_end_time),
    total_deposit: p.total_deposit,
    voting_start_time: p.voting_start_time === null ? null : time(p.voting_start_time),
    voting_end_time: p.voting_end_time === null ? null : time(p.voting_end_time),
    metadata: p.metadata,
    title: p.title,
    summary: p.summary,
    proposer: p.proposer,
  }
}

/**
 * `ConvertToLegacyProposal`: the legacy content; for a v1 proposal of other Msgs, SDK 0.47 puts
 * its first Msg there instead (cosmos/cosmos-sdk#14334); none when it carries none.
 */
export function proposalV1beta1Json(p: GovProposal) {
  const first = p.messages[0]
  return {
    proposal_id: p.id,
    content: p.legacy_content ? anyJson(p.legacy_content) : first ? anyJson(first) : null,
    status: p.status,
    final_tally_result: legacyTally(p.final_tally_result),
    submit_time: time(p.submit_time),
    deposit_end_time: time(p.deposit_end_time),
    total_deposit: p.total_deposit,
    voting_start_time: time(p.voting_start_time),
    voting_end_time: time(p.voting_end_time),
  }
}

export const voteV1Json = (v: GovVote) => ({
  proposal_id: v.proposal_id,
  voter: v.voter,
  options: v.options,
  metadata: v.metadata,
})

/** v1beta1 keeps the deprecated single `option` (set when the vote has one option). */
export const voteV1beta1Json = (v: GovVote) => ({
  proposal_id: v.proposal_id,
  voter: v.voter,
  option: v.options.length === 1 ? v.options[0]?.option : 'VOTE_OPTION_UNSPECIFIED',
  options: v.options,
})

const dec = (text: string) => formatDec(parseDec(text))

export function paramsV1Json(p: GovParams) {
  return {
    min_deposit: p.min_deposit,
    max_deposit_period: `${p.max_deposit_period}s`,
    voting_period: `${p.voting_period}s`,
    quorum: dec(p.quorum),
    threshold: dec(p.threshold),
    veto_threshold: dec(p.veto_threshold),
    min_initial_deposit_ratio: dec(p.min_initial_deposit_ratio),
    burn_vote_quorum: p.burn_vote_quorum,
    burn_proposal_deposit_prevote: p.burn_proposal_deposit_prevote,
    burn_vote_veto: p.burn_vote_veto,
  }
}

export const votingParams = (p: GovParams) => ({ voting_period: `${p.voting_period}s` })
export const depositParams = (p: GovParams) => ({
  min_deposit: p.min_deposit,
  max_deposit_period: `${p.max_deposit_period}s`,
})
export const tallyParams = (p: GovParams) => ({
  quorum: dec(p.quorum),
  threshold: dec(p.threshold),
  veto_threshold: dec(p.veto_threshold),
})
