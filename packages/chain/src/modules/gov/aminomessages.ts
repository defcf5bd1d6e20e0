import { Decimal } from '@cosmjs/math'
import type { AminoConverters } from '@cosmjs/stargate'
import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { TextProposal, voteOptionFromJSON } from 'cosmjs-types/cosmos/gov/v1beta1/gov'

/**
 * x/gov v1beta1 Msgs in Amino JSON, as a Ledger signs them: deposits and (weighted) votes with the
 * SDK's names and field forms (64-bit integers as strings), and `MsgSubmitProposal` for every content the client submits: a
 * `cosmos-sdk/TextProposal` (title and description as they are, as cosmjs writes it) or a
 * community-pool spend, registered by x/distribution as `cosmos-sdk/CommunityPoolSpendProposal`
 * (its coins are non-nullable, so always present).
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}

const SUBMIT = '/cosmos.gov.v1beta1.MsgSubmitProposal'
const POOL_SPEND_URL = '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal'
const POOL_SPEND_AMINO = 'cosmos-sdk/CommunityPoolSpendProposal'
const TEXT_URL = '/cosmos.gov.v1beta1.TextProposal'
const TEXT_AMINO = 'cosmos-sdk/TextProposal'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const coins = (value: unknown): Coin[] =>
  ((value ?? []) as Coin[]).map(c => ({ denom: c.denom, amount: c.amount }))

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
  if (content?.typeUrl === POOL_SPEND_URL && content.value) {
    const spend = CommunityPoolSpendProposal.decode(content.value)
    return {
      type: POOL_SPEND_AMINO,
      // Empty strings are omitted (omitempty), the coins never are.
      value: Object.fromEntries(
        Object.entries({
          title: spend.title,
          description: spend.description,
          recipient: spend.recipient,
          amount: coins(spend.amount),
        }).filter(([, v]) => v !== ''),
      ),
    }
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
  if (content?.type === POOL_SPEND_AMINO)
    return {
      typeUrl: POOL_SPEND_URL,
      value: CommunityPoolSpendProposal.encode({
        title: text(value.title),
        description: text(value.description),
        recipient: text(value.recipient),
        amount: coins(value.amount),
      }).finish(),
    }
  throw new Error(`Unsupported proposal type: '${String(content?.type)}'`)
}

export function govAminoConverters(): AminoConverters {
  return {
    [SUBMIT]: {
      aminoType: 'cosmos-sdk/MsgSubmitProposal',
      // A text proposal's deposit goes in as given (cosmjs did so); a spend's is copied.
      toAmino: (m: Json) => {
        const content = m.content as Content
        return {
          initial_deposit:
            content?.typeUrl === POOL_SPEND_URL ? coins(m.initialDeposit) : m.initialDeposit,
          proposer: m.proposer,
          content: contentToAmino(content),
        }
      },
      fromAmino: (a: Json) => ({
        initialDeposit: coins(a.initial_deposit),
        proposer: a.proposer,
        content: contentFromAmino(a.content as { type?: string; value?: Json } | undefined),
      }),
    },
    '/cosmos.gov.v1beta1.MsgDeposit': {
      aminoType: 'cosmos-sdk/MsgDeposit',
      toAmino: (m: Json) => ({
        amount: m.amount,
        depositor: m.depositor,
        proposal_id: String(m.proposalId),
      }),
      fromAmino: (a: Json) => ({
        amount: list(a.amount),
        depositor: a.depositor,
        proposalId: BigInt(a.proposal_id as string),
      }),
    },
    '/cosmos.gov.v1beta1.MsgVote': {
      aminoType: 'cosmos-sdk/MsgVote',
      toAmino: (m: Json) => ({
        option: m.option,
        proposal_id: String(m.proposalId),
        voter: m.voter,
      }),
      fromAmino: (a: Json) => ({
        option: voteOptionFromJSON(a.option),
        proposalId: BigInt(a.proposal_id as string),
        voter: a.voter,
      }),
    },
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
