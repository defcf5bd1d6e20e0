import { Decimal } from '@cosmjs/math'
import type { AminoConverters } from '@cosmjs/stargate'
import { TextProposal, voteOptionFromJSON } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { asIs, fieldsConverter, uint64 } from '../../codec/amino-fields.ts'
import { MsgCommunityPoolSpendCodec } from './codec.ts'

/**
 * x/gov Msgs in Amino JSON, as a Ledger signs them: v1beta1 deposits and (weighted) votes with the
 * SDK's names and field forms (64-bit integers as strings, enums as numbers), v1beta1
 * `MsgSubmitProposal` with a `cosmos-sdk/TextProposal` content (title and description as they
 * are), and v1 (`cosmos-sdk/v1/MsgSubmitProposal`) carrying a community-pool spend, the only form
 * of one the chain accepts (docs/protocol.md#community-pool-spends).
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}

const SUBMIT = '/cosmos.gov.v1beta1.MsgSubmitProposal'
const SUBMIT_V1 = '/cosmos.gov.v1.MsgSubmitProposal'
const POOL_SPEND_URL = '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend'
const POOL_SPEND_AMINO = 'cosmos-sdk/distr/MsgCommunityPoolSpend'
const TEXT_URL = '/cosmos.gov.v1beta1.TextProposal'
const TEXT_AMINO = 'cosmos-sdk/TextProposal'

const coins = (value: unknown): Coin[] =>
  ((value ?? []) as Coin[]).map(c => ({ denom: c.denom, amount: c.amount }))
const withoutEmpty = (value: Json): Json =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined))

const list = <T>(value: unknown): T[] => [...((value ?? []) as T[])]

/** `sdk.Dec` weights in Amino JSON: the decimal with all 18 fraction digits ("0.700000000000000000"). */
function weightToAmino(atomics: unknown): string {
  const [whole = '0', fraction = ''] = Decimal.fromAtomics(String(atomics), 18)
    .toString()
    .split('.')
  return `${whole}.${fraction.padEnd(18, '0')}`
}

type Content = { typeUrl?: string; value?: Uint8Array } | undefined

function contentToAmino(content: Content): Json {
  if (content?.typeUrl === TEXT_URL && content.value) {
    const { title, description } = TextProposal.decode(content.value)
    return { type: TEXT_AMINO, value: { description, title } }
  }
  throw new Error(`Unsupported proposal type: '${String(content?.typeUrl)}'`)
}

function contentFromAmino(content: { type?: string; value?: Json } | undefined) {
  const value = content?.value ?? {}
  if (content?.type === TEXT_AMINO) {
    if (typeof value.title !== 'string' || typeof value.description !== 'string')
      throw new Error('A text proposal needs a title and a description')
    return {
      typeUrl: TEXT_URL,
      value: TextProposal.encode({ title: value.title, description: value.description }).finish(),
    }
  }
  throw new Error(`Unsupported proposal type: '${String(content?.type)}'`)
}

/** A spend as gov's amino codec writes it: wrapped, `amount` (sdk.Coins) always present. */
function spendToAmino(any: Content): Json {
  if (any?.typeUrl !== POOL_SPEND_URL || !any.value)
    throw new Error(`Unsupported proposal message: '${String(any?.typeUrl)}'`)
  const spend = MsgCommunityPoolSpendCodec.decode(any.value)
  return {
    type: POOL_SPEND_AMINO,
    value: withoutEmpty({
      authority: spend.authority,
      recipient: spend.recipient,
      amount: coins(spend.amount),
    }),
  }
}

function spendFromAmino(msg: { type?: string; value?: Json }) {
  if (msg.type !== POOL_SPEND_AMINO)
    throw new Error(`Unsupported proposal message: '${String(msg.type)}'`)
  const value = msg.value ?? {}
  return {
    typeUrl: POOL_SPEND_URL,
    value: MsgCommunityPoolSpendCodec.encode({
      authority: typeof value.authority === 'string' ? value.authority : '',
      recipient: typeof value.recipient === 'string' ? value.recipient : '',
      amount: coins(value.amount),
    }).finish(),
  }
}

export function govAminoConverters(): AminoConverters {
  return {
    [SUBMIT]: {
      aminoType: 'cosmos-sdk/MsgSubmitProposal',
      // `initial_deposit` is `sdk.Coins` without omitempty: `[]` when empty.
      toAmino: (m: Json) => ({
        initial_deposit: coins(m.initialDeposit),
        proposer: m.proposer,
        content: contentToAmino(m.content as Content),
      }),
      fromAmino: (a: Json) => ({
        initialDeposit: coins(a.initial_deposit),
        proposer: a.proposer,
        content: contentFromAmino(a.content as { type?: string; value?: Json } | undefined),
      }),
    },
    // `initial_deposit` is a `[]Coin` without omitempty: an empty one is `null`.
    [SUBMIT_V1]: {
      aminoType: 'cosmos-sdk/v1/MsgSubmitProposal',
      toAmino: (m: Json) => {
        const deposit = coins(m.initialDeposit)
        const messages = ((m.messages ?? []) as Content[]).map(spendToAmino)
        return withoutEmpty({
          messages: messages.length > 0 ? messages : undefined,
          initial_deposit: deposit.length > 0 ? deposit : null,
          proposer: m.proposer,
          metadata: m.metadata,
          title: m.title,
          summary: m.summary,
        })
      },
      fromAmino: (a: Json) => ({
        messages: ((a.messages ?? []) as { type?: string; value?: Json }[]).map(spendFromAmino),
        initialDeposit: coins(a.initial_deposit),
        proposer: a.proposer,
        metadata: a.metadata ?? '',
        title: a.title ?? '',
        summary: a.summary ?? '',
      }),
    },
    '/cosmos.gov.v1beta1.MsgDeposit': fieldsConverter('cosmos-sdk/MsgDeposit', {
      amount: { ...asIs, fromAmino: list },
      depositor: asIs,
      proposalId: uint64,
    }),
    '/cosmos.gov.v1beta1.MsgVote': fieldsConverter('cosmos-sdk/MsgVote', {
      option: { ...asIs, fromAmino: voteOptionFromJSON },
      proposalId: uint64,
      voter: asIs,
    }),
    '/cosmos.gov.v1beta1.MsgVoteWeighted': {
      aminoType: 'cosmos-sdk/MsgVoteWeighted',
      toAmino: (m: Json) => ({
        options: list<Json>(m.options).map(o => ({
          option: o.option,
          weight: weightToAmino(o.weight),
        })),
        proposal_id: String(m.proposalId),
        voter: m.voter,
      }),
      fromAmino: (a: Json) => ({
        proposalId: BigInt(a.proposal_id as string),
        voter: a.voter,
        options: list<Json>(a.options).map(o => ({
          option: voteOptionFromJSON(o.option),
          weight: Decimal.fromUserInput(String(o.weight), 18).atomics,
        })),
      }),
    },
  }
}
