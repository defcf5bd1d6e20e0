import type { Registry } from '@cosmjs/proto-signing'
import type { AminoConverters } from '@cosmjs/stargate'
import type { AminoCodec } from '../../codec/amino-types.ts'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'

/**
 * Legacy Amino JSON of the x/group Msgs a DAO member signs, with the names SDK 0.47 registers
 * (`x/group/codec.go`: `cosmos-sdk/group/MsgVote`, …; cosmjs has none, cosmos/cosmjs#1441), so a
 * Ledger can sign them. As the SDK's amino JSON does, zero values are left out.
 */
type Json = Record<string, unknown>

const omitEmpty = (value: Json): Json =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && v !== 0 && !(Array.isArray(v) && v.length === 0),
    ),
  )
const str = (value: unknown): string =>
  typeof value === 'bigint' || typeof value === 'number' || typeof value === 'string'
    ? String(value)
    : '0'
const num = (value: unknown) => Number(value ?? 0)

const GITOPIA_PREFIX = '/gitopia.gitopia.'

export function groupAminoConverters(
  inner: () => { amino: AminoCodec; registry: Registry },
): AminoConverters {
  const given = new WeakMap<object, unknown[]>()
  return {
    '/cosmos.group.v1.MsgVote': {
      aminoType: 'cosmos-sdk/group/MsgVote',
      toAmino: (m: Json) =>
        omitEmpty({
          proposal_id: str(m.proposalId),
          voter: m.voter,
          option: num(m.option),
          metadata: m.metadata,
          exec: num(m.exec),
        }),
      fromAmino: (a: Json) => ({
        proposalId: BigInt(str(a.proposal_id)),
        voter: a.voter,
        option: num(a.option),
        metadata: a.metadata ?? '',
        exec: num(a.exec),
      }),
    },
    '/cosmos.group.v1.MsgExec': {
      aminoType: 'cosmos-sdk/group/MsgExec',
      toAmino: (m: Json) => omitEmpty({ proposal_id: str(m.proposalId), executor: m.executor }),
      fromAmino: (a: Json) => ({ proposalId: BigInt(str(a.proposal_id)), executor: a.executor }),
    },
    '/cosmos.group.v1.MsgWithdrawProposal': {
      aminoType: 'cosmos-sdk/group/MsgWithdrawProposal',
      toAmino: (m: Json) => omitEmpty({ proposal_id: str(m.proposalId), address: m.address }),
      fromAmino: (a: Json) => ({ proposalId: BigInt(str(a.proposal_id)), address: a.address }),
    },
    '/cosmos.group.v1.MsgUpdateGroupMembers': {
      aminoType: 'cosmos-sdk/MsgUpdateGroupMembers',
      toAmino: (m: Json) =>
        omitEmpty({
          admin: m.admin,
          group_id: str(m.groupId),
          member_updates: ((m.memberUpdates ?? []) as Json[]).map(u =>
            omitEmpty({ address: u.address, weight: u.weight, metadata: u.metadata }),
          ),
        }),
      fromAmino: (a: Json) => ({
        admin: a.admin,
        groupId: BigInt(str(a.group_id)),
        memberUpdates: ((a.member_updates ?? []) as Json[]).map(u => ({
          address: u.address,
          weight: u.weight ?? '',
          metadata: u.metadata ?? '',
        })),
      }),
    },
    // A policy change: the decision policy is an amino interface `{type, value}`.
    '/cosmos.group.v1.MsgUpdateGroupPolicyDecisionPolicy': {
      aminoType: 'cosmos-sdk/MsgUpdateGroupDecisionPolicy',
      toAmino: (m: Json) =>
        omitEmpty({
          admin: m.admin,
          group_policy_address: m.groupPolicyAddress,
          decision_policy: percentageToAmino(m.decisionPolicy),
        }),
      fromAmino: (a: Json) => ({
        admin: a.admin,
        groupPolicyAddress: a.group_policy_address,
        decisionPolicy: percentageFromAmino(a.decision_policy),
      }),
    },
    // The proposal's Msgs are written by x/group's amino codec (docs/protocol.md#amino-json):
    // SDK Msgs, registered there, keep their `{type, value}`; Gitopia's are not, so go bare.
    // A bare Msg names no type: the Msgs given are remembered to come back from the same object.
    '/cosmos.group.v1.MsgSubmitProposal': {
      aminoType: 'cosmos-sdk/group/MsgSubmitProposal',
      toAmino: (m: Json) => {
        const { amino, registry } = inner()
        const anys = (m.messages ?? []) as { typeUrl: string; value: unknown }[]
        const messages = anys.map(any => {
          const written = amino.toAmino({
            typeUrl: any.typeUrl,
            value:
              any.value instanceof Uint8Array
                ? (registry.decode({ typeUrl: any.typeUrl, value: any.value }) as unknown)
                : any.value,
          })
          return any.typeUrl.startsWith(GITOPIA_PREFIX) ? written.value : written
        })
        const value = omitEmpty({
          group_policy_address: m.groupPolicyAddress,
          proposers: m.proposers,
          metadata: m.metadata,
          messages,
          exec: num(m.exec),
          title: m.title,
          summary: m.summary,
        })
        given.set(value, anys)
        return value
      },
      fromAmino: (a: Json) => {
        const { amino, registry } = inner()
        const known = given.get(a)
        const messages =
          known ??
          ((a.messages ?? []) as Json[]).map(msg => {
            if (typeof msg.type !== 'string' || !('value' in msg))
              throw new Error(
                'A Gitopia Msg in a group proposal is written without its type; the wallet must return the proposal it signed',
              )
            return registry.encodeAsAny(amino.fromAmino(msg as never))
          })
        return {
          groupPolicyAddress: a.group_policy_address,
          proposers: a.proposers ?? [],
          metadata: a.metadata ?? '',
          messages,
          exec: num(a.exec),
          title: a.title ?? '',
          summary: a.summary ?? '',
        }
      },
    },
  }
}

const PERCENTAGE_URL = '/cosmos.group.v1.PercentageDecisionPolicy'
const PERCENTAGE_AMINO = 'cosmos-sdk/PercentageDecisionPolicy'
const NANOS = 1_000_000_000n

/** Go's `time.Duration` (stdduration) is amino JSON'd as its nanoseconds, as a string. */
const durationToAmino = (d: { seconds: bigint; nanos: number } | undefined) =>
  ((d?.seconds ?? 0n) * NANOS + BigInt(d?.nanos ?? 0)).toString()
const durationFromAmino = (value: unknown) => {
  const total = BigInt(str(value))
  return { seconds: total / NANOS, nanos: Number(total % NANOS) }
}

/** Only the percentage policy (the one a Gitopia DAO uses) has an amino form here. */
function percentageToAmino(any: unknown): Json {
  const { typeUrl, value } = (any ?? {}) as { typeUrl?: string; value?: unknown }
  if (typeUrl !== PERCENTAGE_URL || !(value instanceof Uint8Array))
    throw new Error(`Unsupported decision policy: '${String(typeUrl)}'`)
  const policy = PercentageDecisionPolicy.decode(value)
  return {
    type: PERCENTAGE_AMINO,
    value: omitEmpty({
      percentage: policy.percentage,
      // Non-nullable durations have no omitempty: both are always there.
      windows: policy.windows && {
        voting_period: durationToAmino(policy.windows.votingPeriod),
        min_execution_period: durationToAmino(policy.windows.minExecutionPeriod),
      },
    }),
  }
}

function percentageFromAmino(amino: unknown) {
  const { type, value = {} } = (amino ?? {}) as { type?: string; value?: Json }
  if (type !== PERCENTAGE_AMINO) throw new Error(`Unsupported decision policy: '${String(type)}'`)
  const windows = value.windows as Json | undefined
  return {
    typeUrl: PERCENTAGE_URL,
    value: PercentageDecisionPolicy.encode({
      percentage: str(value.percentage ?? ''),
      windows: windows && {
        votingPeriod: durationFromAmino(windows.voting_period),
        minExecutionPeriod: durationFromAmino(windows.min_execution_period),
      },
    }).finish(),
  }
}
