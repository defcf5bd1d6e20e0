import { Registry, type EncodeObject, type GeneratedType } from '@cosmjs/proto-signing'
import type { AminoConverters } from '@cosmjs/stargate'
import * as bankTx from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import * as feegrantTx from 'cosmjs-types/cosmos/feegrant/v1beta1/tx'
import * as govTx from 'cosmjs-types/cosmos/gov/v1beta1/tx'
import * as groupTx from 'cosmjs-types/cosmos/group/v1/tx'
import * as transferTx from 'cosmjs-types/ibc/applications/transfer/v1/tx'
import { bankAminoConverters } from '../modules/bank/aminomessages.ts'
import { gitopiaAminoConverter, type ProtoMessageType } from '../modules/gitopia/aminomessages.ts'
import { govAminoConverters } from '../modules/gov/aminomessages.ts'
import { groupAminoConverters } from '../modules/group/aminomessages.ts'
import { ibcAminoConverters } from '../modules/ibc/aminomessages.ts'
import { GitopiaAminoTypes, isStorageMsg } from '../modules/storage/aminomessages.ts'
import { AminoRegister } from './amino-types.ts'
import { collectMsgTypes } from './msg-types.ts'
import { distributionAminoConverters } from '../modules/distribution/amino.ts'
import { stakingAminoConverters } from '../modules/staking/amino.ts'
import { stakingMsgTypes } from '../modules/staking/codec.ts'
import { govV1MsgTypes } from '../modules/gov/codec.ts'

export interface GitopiaCodecTypes {
  readonly typeUrl: string
  readonly type: GeneratedType & ProtoMessageType
}

/**
 * The SDK Msgs the app sends: bank, gov v1beta1 (and v1 for community-pool spends), group
 * (DAOs), feegrant, staking, distribution and ICS-20 transfers.
 * Each module is imported on its own (cosmjs-types is CommonJS, so a module costs all it
 * requires): not the default registry of @cosmjs/stargate, which holds every SDK module's types.
 */
const sdkMsgTypes: readonly GitopiaCodecTypes[] = [
  ...collectMsgTypes('cosmos.bank.v1beta1', bankTx),
  ...collectMsgTypes('cosmos.gov.v1beta1', govTx),
  ...collectMsgTypes('cosmos.group.v1', groupTx),
  ...collectMsgTypes('cosmos.feegrant.v1beta1', feegrantTx),
  ...collectMsgTypes('ibc.applications.transfer.v1', transferTx),
]

const entries = (types: readonly GitopiaCodecTypes[]) =>
  types.map(({ typeUrl, type }) => [typeUrl, type] as [string, GeneratedType])

/** A protobuf registry with the SDK Msgs the app sends plus the given Gitopia Msgs. */
export function createSigningRegistry(
  types: readonly GitopiaCodecTypes[],
  base: Iterable<[string, GeneratedType]> = [],
): Registry {
  return new Registry([
    ...base,
    ...entries(sdkMsgTypes),
    ...[...stakingMsgTypes, ...govV1MsgTypes].map(
      ([url, type]) => [url, type as GeneratedType] as [string, GeneratedType],
    ),
    ...entries(types),
  ])
}

/**
 * Amino converters for the SDK Msgs the app sends plus the given Gitopia Msgs (what a Ledger
 * signs), over `base` converters. Storage Msgs go into the sign doc as bare protobuf JSON
 * (`modules/storage/aminomessages.ts`); inside a group proposal x/group's codec writes them,
 * and every Gitopia Msg, bare (docs/protocol.md#amino-json). `registry` decodes the Msgs nested
 * in a group proposal.
 */
export function createSigningAminoTypes(
  types: readonly GitopiaCodecTypes[],
  registry: Registry,
  base: AminoConverters = {},
): GitopiaAminoTypes {
  const gitopia: AminoConverters = {}
  const storage = new Map<string, ProtoMessageType>()
  for (const { typeUrl, type } of types) {
    gitopia[typeUrl] = gitopiaAminoConverter(typeUrl, type)
    if (isStorageMsg(typeUrl)) storage.set(typeUrl, type)
  }
  // Group proposals nest Msgs, so their converter reaches back into these amino types.
  const converters: AminoConverters = {
    ...base,
    ...bankAminoConverters(),
    ...stakingAminoConverters(),
    ...distributionAminoConverters(),
    ...govAminoConverters(),
    ...ibcAminoConverters(),
    ...groupAminoConverters(() => ({ amino: nested, registry })),
    ...gitopia,
  }
  const nested = new AminoRegister(converters)
  return new GitopiaAminoTypes(converters, storage)
}

/** Msgs that carry other Msgs as `Any`s in a `messages` field (group and gov v1 proposals). */
const NESTING_TYPES = new Set([
  '/cosmos.group.v1.MsgSubmitProposal',
  '/cosmos.gov.v1.MsgSubmitProposal',
])

interface EncodeLike {
  readonly typeUrl: string
  readonly value: unknown
}

const isPacked = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  'value' in message &&
  message.value instanceof Uint8Array

/**
 * Callers build a group proposal with plain `{typeUrl, value}` Msgs inside; the registry encodes
 * them into `Any`s here, so no feature needs protobuf code of its own.
 */
export function packNestedMsgs<T extends EncodeLike>(registry: Registry, msgs: readonly T[]): T[] {
  return msgs.map(msg => {
    if (!NESTING_TYPES.has(msg.typeUrl)) return msg
    const value = msg.value as { messages?: readonly unknown[] }
    if (!Array.isArray(value.messages)) return msg
    const messages: unknown[] = value.messages.map((inner: unknown) =>
      isPacked(inner) ? inner : registry.encodeAsAny(inner as EncodeObject),
    )
    return { ...msg, value: { ...value, messages } }
  })
}
