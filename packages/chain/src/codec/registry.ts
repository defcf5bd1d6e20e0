import { Registry, type GeneratedType } from '@cosmjs/proto-signing'
import {
  AminoTypes,
  createDefaultAminoConverters,
  defaultRegistryTypes,
  type AminoConverters,
} from '@cosmjs/stargate'
import { gitopiaAminoConverter, type ProtoMessageType } from './amino.ts'

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

/** Amino converters for the SDK's Msgs plus the given Gitopia Msgs (what a Ledger signs). */
export function createGitopiaAminoTypes(types: readonly GitopiaCodecTypes[]): AminoTypes {
  const gitopia: AminoConverters = {}
  for (const { typeUrl, type } of types) gitopia[typeUrl] = gitopiaAminoConverter(typeUrl, type)
  return new AminoTypes({ ...createDefaultAminoConverters(), ...gitopia })
}
