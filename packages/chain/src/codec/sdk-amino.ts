import { Decimal } from '@cosmjs/math'
import type { AminoConverters } from '@cosmjs/stargate'
import { voteOptionFromJSON } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx'

/**
 * Legacy Amino JSON of the SDK Msgs the app sends from a Ledger: bank sends, gov v1beta1 votes and
 * deposits (proposals are in gov-amino.ts) and ICS-20 transfers, with the SDK's names and field
 * forms (64-bit integers as strings; coins as given). Unit tests hold them to what cosmjs' own
 * converters produce, so the signing chunk does not need all of @cosmjs/stargate for them.
 */
type Json = Record<string, unknown>
interface Coin {
  readonly denom: string
  readonly amount: string
}
interface Holding {
  readonly address: string
  readonly coins: readonly Coin[]
}

const list = <T>(value: unknown): T[] => [...((value ?? []) as T[])]
/** Zero values are left out (Go's omitempty); what is left is printed as a string. */
const nonZero = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') &&
  value !== '' &&
  value !== 0 &&
  value !== 0n
    ? String(value)
    : undefined
const withoutUndefined = (value: Json): Json =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined))
const holdings = (value: unknown) =>
  list<Holding>(value).map(h => ({ address: h.address, coins: [...h.coins] }))

/** `sdk.Dec` weights in Amino JSON: the decimal with all 18 fraction digits ("0.700000000000000000"). */
function weightToAmino(atomics: unknown): string {
  const [whole = '0', fraction = ''] = Decimal.fromAtomics(String(atomics), 18)
    .toString()
    .split('.')
  return `${whole}.${fraction.padEnd(18, '0')}`
}

export function sdkAminoConverters(): AminoConverters {
  return {
    '/cosmos.bank.v1beta1.MsgSend': {
      aminoType: 'cosmos-sdk/MsgSend',
      toAmino: (m: Json) => ({
        from_address: m.fromAddress,
        to_address: m.toAddress,
        amount: list(m.amount),
      }),
      fromAmino: (a: Json) => ({
        fromAddress: a.from_address,
        toAddress: a.to_address,
        amount: list(a.amount),
      }),
    },
    '/cosmos.bank.v1beta1.MsgMultiSend': {
      aminoType: 'cosmos-sdk/MsgMultiSend',
      toAmino: (m: Json) => ({ inputs: holdings(m.inputs), outputs: holdings(m.outputs) }),
      fromAmino: (a: Json) => ({ inputs: holdings(a.inputs), outputs: holdings(a.outputs) }),
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
    '/ibc.applications.transfer.v1.MsgTransfer': {
      aminoType: 'cosmos-sdk/MsgTransfer',
      toAmino: (m: Json) => {
        const height = m.timeoutHeight as Json | undefined
        return withoutUndefined({
          source_port: m.sourcePort,
          source_channel: m.sourceChannel,
          token: m.token,
          sender: m.sender,
          receiver: m.receiver,
          timeout_height: height
            ? withoutUndefined({
                revision_height: nonZero(height.revisionHeight),
                revision_number: nonZero(height.revisionNumber),
              })
            : {},
          timeout_timestamp: nonZero(m.timeoutTimestamp),
          memo: nonZero(m.memo),
        })
      },
      fromAmino: (a: Json) => {
        const height = a.timeout_height as Json | undefined
        return MsgTransfer.fromPartial({
          sourcePort: a.source_port as string,
          sourceChannel: a.source_channel as string,
          token: a.token as Coin,
          sender: a.sender as string,
          receiver: a.receiver as string,
          timeoutHeight: height
            ? {
                revisionHeight: BigInt((height.revision_height as string | undefined) || '0'),
                revisionNumber: BigInt((height.revision_number as string | undefined) || '0'),
              }
            : undefined,
          timeoutTimestamp: BigInt((a.timeout_timestamp as string | undefined) || '0'),
          memo: (a.memo as string | undefined) ?? '',
        })
      },
    },
  }
}
