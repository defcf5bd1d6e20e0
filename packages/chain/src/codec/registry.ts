import type { AminoMsg } from '@cosmjs/amino'
import type { EncodeObject, Registry } from '@cosmjs/proto-signing'
import { AminoTypes, createDefaultAminoConverters, defaultRegistryTypes } from '@cosmjs/stargate'
import type { AminoCodec } from './amino-types.ts'
import {
  createSigningAminoTypes,
  createSigningRegistry,
  type GitopiaCodecTypes,
} from './signing-codec.ts'

/*
 * The full codec, for Node (the devnet, its tests, e2e helpers): every SDK module's Msgs from
 * @cosmjs/stargate under the app's own ones. The web app signs with signing-codec.ts alone.
 */

/** A protobuf registry with the SDK's default Msgs plus the given Gitopia Msgs. */
export function createGitopiaRegistry(types: readonly GitopiaCodecTypes[]): Registry {
  return createSigningRegistry(types, defaultRegistryTypes)
}

/** The app's Amino converters where cosmjs' SigningStargateClient wants its own AminoTypes. */
class DelegatingAminoTypes extends AminoTypes {
  readonly #codec: AminoCodec

  constructor(codec: AminoCodec) {
    super({})
    this.#codec = codec
  }

  override toAmino(msg: EncodeObject): AminoMsg {
    return this.#codec.toAmino(msg)
  }

  override fromAmino(msg: AminoMsg): EncodeObject {
    return this.#codec.fromAmino(msg)
  }
}

/** Amino converters for the SDK's Msgs plus the given Gitopia Msgs (what a Ledger signs). */
export function createGitopiaAminoTypes(types: readonly GitopiaCodecTypes[]): AminoTypes {
  const registry = createGitopiaRegistry(types)
  return new DelegatingAminoTypes(
    createSigningAminoTypes(types, registry, createDefaultAminoConverters()),
  )
}
