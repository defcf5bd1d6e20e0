import { Registry, type EncodeObject, type GeneratedType } from '@cosmjs/proto-signing'
import {
  AminoTypes,
  createDefaultAminoConverters,
  defaultRegistryTypes,
  type AminoConverters,
} from '@cosmjs/stargate'
import { gitopiaAminoConverter, type ProtoMessageType } from './amino.ts'
import { govAminoConverters } from './gov-amino.ts'
import { groupAminoConverters } from './group-amino.ts'
import { GitopiaAminoTypes, isStorageMsg } from './storage-amino.ts'

export interface GitopiaCodecTypes {
  readonly typeUrl: string
  readonly type: GeneratedType & ProtoMessageType
}

/** A protobuf registry with the SDK's default Msgs plus the given Gitopia Msgs. */
export function createGitopiaRegistry(types: readonly GitopiaCodecTypes[]): Registry {
  return new Registry([
    ...defaultRegistryTypes,
    ...types.map(({ typeUrl, type }) => [typeUrl, type] as [string, GeneratedType]),
  ])
}

/**
 * Amino converters for the SDK's Msgs plus the given Gitopia Msgs (what a Ledger signs). Storage
 * Msgs go into the sign doc as bare protobuf JSON (`storage-amino.ts`); inside a group proposal
 * they keep their `storage/<Name>` form.
 */
export function createGitopiaAminoTypes(types: readonly GitopiaCodecTypes[]): AminoTypes {
  const gitopia: AminoConverters = {}
  const storage = new Map<string, ProtoMessageType>()
  for (const { typeUrl, type } of types) {
    gitopia[typeUrl] = gitopiaAminoConverter(typeUrl, type)
    if (isStorageMsg(typeUrl)) storage.set(typeUrl, type)
  }
  const registry = createGitopiaRegistry(types)
  // Group proposals nest Msgs, so their converter reaches back into these amino types.
  const converters: AminoConverters = {
    ...createDefaultAminoConverters(),
    ...govAminoConverters(),
    ...groupAminoConverters(() => ({ amino: nested, registry })),
    ...gitopia,
  }
  const nested = new AminoTypes(converters)
  return new GitopiaAminoTypes(converters, storage)
}

/** Msgs that carry other Msgs as `Any`s in a `messages` field (a group proposal). */
const NESTING_TYPES = new Set(['/cosmos.group.v1.MsgSubmitProposal'])

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
