import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { MsgSubmitProposalResponse } from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import type * as v1beta1 from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import type * as v1 from 'cosmjs-types/cosmos/gov/v1/tx'
import { MsgExecLegacyContent } from 'cosmjs-types/cosmos/gov/v1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { requireAddress } from '../../chain/addresses.ts'
import { checkCoins, type Coin } from '../../chain/coins.ts'
import { ChainError, errorKinds } from '../../chain/errors.ts'
import {
  respond,
  signedHandler,
  type MsgContext,
  type MsgHandler,
  type SignedHandlerSpec,
  type TextField,
} from '../../chain/module.ts'
import {
  EMPTY_TALLY,
  GOV_ACCOUNT,
  POOL_SPEND_MSG,
  type GovKeeper,
  type StoredAny,
} from './keeper.ts'
import type { VoteOptionName, WeightedOption } from './tally.ts'
import { DEC, formatDec, parseDec } from '../../chain/dec.ts'

export const GovErrors = errorKinds('gov', {
  unknownProposal: [2, 'unknown proposal'],
  inactiveProposal: [3, 'inactive proposal'],
  invalidContent: [5, 'invalid proposal content'],
  invalidVote: [7, 'invalid vote option'],
  noHandler: [9, 'no handler exists for proposal type'],
  unroutable: [10, 'proposal message not recognized by router'],
  invalidProposalMsg: [12, 'invalid proposal message'],
  invalidSigner: [15, 'expected gov account as only signer for proposal message'],
})

export const OPTION_NAMES: readonly (VoteOptionName | 'VOTE_OPTION_UNSPECIFIED')[] = [
  'VOTE_OPTION_UNSPECIFIED',
  'VOTE_OPTION_YES',
  'VOTE_OPTION_ABSTAIN',
  'VOTE_OPTION_NO',
  'VOTE_OPTION_NO_WITH_VETO',
]

const TEXT_PROPOSAL = '/cosmos.gov.v1beta1.TextProposal'
const EXEC_LEGACY = '/cosmos.gov.v1.MsgExecLegacyContent'
const EMPTY = { encode: () => ({ finish: () => new Uint8Array() }) }
const toStored = (any: Any): StoredAny => ({
  typeUrl: any.typeUrl,
  value: Buffer.from(any.value).toString('base64'),
})

/** `TextProposal.ValidateBasic`: the same two rules for the title and the description. */
function checkText(title: string, description: string): void {
  const fields = [
    { field: 'title', value: title, maxLength: 140 },
    { field: 'description', value: description, maxLength: 10000 },
  ]
  for (const { field, value, maxLength } of fields) {
    if (value.trim() === '')
      throw ChainError.wrap(GovErrors.invalidContent, `proposal ${field} cannot be blank`)
    if (value.length > maxLength)
      throw ChainError.wrap(
        GovErrors.invalidContent,
        `proposal ${field} is longer than max length of ${maxLength}`,
      )
  }
}

const POOL_SPEND = '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal'

/**
 * A legacy content's `ValidateBasic`, and its title and description. Only text proposals have a
 * handler on Gitopia's legacy router (gov, params, upgrade, IBC client: `app/keepers`), so a
 * v1beta1 community-pool spend passes this and is refused when submitted (`contentRoute`).
 */
function textOf(content: Any | undefined): { title: string; description: string } {
  if (content?.typeUrl === POOL_SPEND) {
    const spend = CommunityPoolSpendProposal.decode(content.value)
    checkText(spend.title, spend.description)
    return spend
  }
  if (!content || content.typeUrl !== TEXT_PROPOSAL)
    throw ChainError.wrap(GovErrors.invalidContent, content?.typeUrl ?? 'no content')
  const text = TextProposal.decode(content.value)
  checkText(text.title, text.description)
  return text
}

/** `ExecLegacyContent`: the content's route must have a handler (only `gov` here). */
function checkContentRoute(content: Any | undefined): void {
  if (content?.typeUrl === POOL_SPEND) throw ChainError.wrap(GovErrors.noHandler, 'distribution')
}

/** `MsgCommunityPoolSpend.ValidateBasic`, as a proposal Msg (wrapped as the gov keeper does). */
function checkPoolSpend(spend: MsgCommunityPoolSpend): void {
  try {
    requireAddress(spend.authority, 'authority')
    requireAddress(spend.recipient, 'recipient')
    checkCoins(spend.amount)
  } catch (error) {
    if (!(error instanceof ChainError)) throw error
    throw ChainError.wrap(GovErrors.invalidProposalMsg, error.log)
  }
}

/** `keeper.SubmitProposal`'s checks of each v1 proposal Msg: routable, signed by gov alone. */
function checkProposalMsg(any: Any): void {
  if (any.typeUrl === EXEC_LEGACY) {
    const exec = MsgExecLegacyContent.decode(any.value)
    textOf(exec.content)
    if (exec.authority !== GOV_ACCOUNT)
      throw ChainError.wrap(GovErrors.invalidSigner, exec.authority)
    checkContentRoute(exec.content)
    return
  }
  if (any.typeUrl === POOL_SPEND_MSG) {
    const spend = MsgCommunityPoolSpend.decode(any.value)
    checkPoolSpend(spend)
    if (spend.authority !== GOV_ACCOUNT)
      throw ChainError.wrap(GovErrors.invalidSigner, spend.authority)
    return
  }
  throw ChainError.wrap(GovErrors.unroutable, any.typeUrl)
}

function checkOption(option: number): VoteOptionName {
  const name = OPTION_NAMES[option]
  if (!name || name === 'VOTE_OPTION_UNSPECIFIED')
    throw ChainError.wrap(GovErrors.invalidVote, String(option))
  return name
}

/** `WeightedVoteOptions.ValidWeightedVoteOption`: distinct options, weights in (0, 1] summing to 1. */
function checkWeighted(options: readonly { option: number; weight: bigint }[]): WeightedOption[] {
  const seen = new Set<number>()
  let sum = 0n
  for (const { option, weight } of options) {
    checkOption(option)
    if (seen.has(option) || weight <= 0n || weight > DEC)
      throw ChainError.wrap(GovErrors.invalidVote, 'invalid weighted vote option')
    seen.add(option)
    sum += weight
  }
  if (options.length === 0 || sum !== DEC)
    throw ChainError.wrap(GovErrors.invalidVote, 'total weight overflow 1.00')
  return options.map(o => ({ option: checkOption(o.option), weight: formatDec(o.weight) }))
}

/** The handler of gov Msg `name` of API `version`, signed by the address in its field `signer`. */
const govMsg = <M>(
  version: 'v1beta1' | 'v1',
  name: string,
  signer: TextField<M>,
  spec: SignedHandlerSpec<M>,
) => signedHandler<M>('governance', `/cosmos.gov.${version}.${name}`, signer, spec)

export function govHandlers(keeper: GovKeeper): MsgHandler[] {
  const submit = (
    ctx: MsgContext,
    proposer: string,
    deposit: readonly Coin[],
    fields: {
      title: string
      summary: string
      metadata: string
      messages: StoredAny[]
      legacy: StoredAny | null
    },
  ) => {
    const id = keeper.nextProposalId()
    const submitted = ctx.blockTime
    const proposal = keeper.addDeposit(
      {
        id,
        messages: fields.messages,
        legacy_content: fields.legacy,
        status: 'PROPOSAL_STATUS_DEPOSIT_PERIOD',
        final_tally_result: EMPTY_TALLY,
        submit_time: submitted.toISOString(),
        deposit_end_time: new Date(
          submitted.getTime() + keeper.params.max_deposit_period * 1000,
        ).toISOString(),
        total_deposit: [],
        voting_start_time: null,
        voting_end_time: null,
        metadata: fields.metadata,
        title: fields.title,
        summary: fields.summary,
        proposer,
      },
      proposer,
      deposit,
      ctx.blockTime,
      ctx.events,
    )
    ctx.events.emit('submit_proposal', {
      proposal_id: id,
      proposal_messages: `,${fields.messages.map(m => m.typeUrl).join(',')}`,
      ...(proposal.status === 'PROPOSAL_STATUS_VOTING_PERIOD' ? { voting_period_start: id } : {}),
    })
    return respond('/cosmos.gov.v1beta1.MsgSubmitProposalResponse', MsgSubmitProposalResponse, {
      proposalId: BigInt(id),
    })
  }

  const castVote = (
    ctx: MsgContext,
    proposalId: bigint,
    voter: string,
    options: WeightedOption[],
    metadata: string,
  ) => {
    const proposal = keeper.proposal(proposalId.toString())
    if (!proposal) throw ChainError.wrap(GovErrors.unknownProposal, `${proposalId}`)
    if (proposal.status !== 'PROPOSAL_STATUS_VOTING_PERIOD')
      throw ChainError.wrap(GovErrors.inactiveProposal, `${proposalId}`)
    // A vote replaces the voter's earlier one while voting is open, as in the SDK.
    keeper.votes.save({ proposal_id: proposal.id, voter, options, metadata })
    ctx.events.emit('proposal_vote', { option: JSON.stringify(options), proposal_id: proposal.id })
  }

  const deposit = (
    ctx: MsgContext,
    proposalId: bigint,
    depositor: string,
    amount: readonly Coin[],
  ) => {
    const proposal = keeper.proposal(proposalId.toString())
    if (!proposal) throw ChainError.wrap(GovErrors.unknownProposal, `${proposalId}`)
    if (
      proposal.status !== 'PROPOSAL_STATUS_DEPOSIT_PERIOD' &&
      proposal.status !== 'PROPOSAL_STATUS_VOTING_PERIOD'
    )
      throw ChainError.wrap(GovErrors.inactiveProposal, `${proposalId}`)
    keeper.addDeposit(proposal, depositor, amount, ctx.blockTime, ctx.events)
  }

  const legacySubmit = govMsg<v1beta1.MsgSubmitProposal>(
    'v1beta1',
    'MsgSubmitProposal',
    'proposer',
    {
      validate: msg => {
        checkCoins(msg.initialDeposit)
        textOf(msg.content)
      },
      execute: (msg, ctx) => {
        const text = textOf(msg.content)
        checkContentRoute(msg.content)
        const content = msg.content as Any
        const wrapped = MsgExecLegacyContent.encode({ content, authority: GOV_ACCOUNT }).finish()
        return submit(ctx, msg.proposer, msg.initialDeposit, {
          title: text.title,
          summary: text.description,
          metadata: '',
          messages: [{ typeUrl: EXEC_LEGACY, value: Buffer.from(wrapped).toString('base64') }],
          legacy: toStored(content),
        })
      },
    },
  )

  const submitV1 = govMsg<v1.MsgSubmitProposal>('v1', 'MsgSubmitProposal', 'proposer', {
    validate: msg => {
      checkCoins(msg.initialDeposit)
      for (const any of msg.messages)
        if (any.typeUrl === POOL_SPEND_MSG) checkPoolSpend(MsgCommunityPoolSpend.decode(any.value))
      if (msg.messages.length === 0) checkText(msg.title, msg.summary)
    },
    execute: (msg, ctx) => {
      msg.messages.forEach(checkProposalMsg)
      const first = msg.messages[0]
      const inner =
        first?.typeUrl === EXEC_LEGACY
          ? MsgExecLegacyContent.decode(first.value).content
          : undefined
      return submit(ctx, msg.proposer, msg.initialDeposit, {
        title: msg.title,
        summary: msg.summary,
        metadata: msg.metadata,
        messages: msg.messages.map(toStored),
        legacy: inner ? toStored(inner) : null,
      })
    },
  })

  const handlers: MsgHandler<never>[] = [
    legacySubmit,
    submitV1,
    ...((['v1beta1', 'v1'] as const).flatMap(version => [
      govMsg<v1.MsgDeposit>(version, 'MsgDeposit', 'depositor', {
        validate: msg => checkCoins(msg.amount),
        execute: (msg, ctx) => {
          deposit(ctx, msg.proposalId, msg.depositor, msg.amount)
          return respond(`/cosmos.gov.${version}.MsgDepositResponse`, EMPTY, {})
        },
      }),
      govMsg<v1.MsgVote>(version, 'MsgVote', 'voter', {
        validate: msg => {
          checkOption(msg.option)
        },
        execute: (msg, ctx) => {
          castVote(
            ctx,
            msg.proposalId,
            msg.voter,
            [{ option: checkOption(msg.option), weight: formatDec(DEC) }],
            msg.metadata ?? '',
          )
          return respond(`/cosmos.gov.${version}.MsgVoteResponse`, EMPTY, {})
        },
      }),
      govMsg<v1.MsgVoteWeighted>(version, 'MsgVoteWeighted', 'voter', {
        validate: msg => {
          checkWeighted(
            msg.options.map(o => ({ option: o.option, weight: weightOf(version, o.weight) })),
          )
        },
        execute: (msg, ctx) => {
          const options = checkWeighted(
            msg.options.map(o => ({ option: o.option, weight: weightOf(version, o.weight) })),
          )
          castVote(ctx, msg.proposalId, msg.voter, options, msg.metadata ?? '')
          return respond(`/cosmos.gov.${version}.MsgVoteWeightedResponse`, EMPTY, {})
        },
      }),
    ]) as MsgHandler<never>[]),
  ] as MsgHandler<never>[]
  return handlers
}

/** v1beta1 weights travel as `sdk.Dec` atomics (no point); v1 weights as decimal text. */
function weightOf(version: 'v1beta1' | 'v1', weight: string): bigint {
  if (!/^\d+(\.\d+)?$/.test(weight))
    throw ChainError.wrap(GovErrors.invalidVote, `invalid weight ${weight}`)
  return version === 'v1beta1' && !weight.includes('.') ? BigInt(weight) : parseDec(weight)
}
