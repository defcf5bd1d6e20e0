import type { AminoMsg } from '@cosmjs/amino'
import type { EncodeObject } from '@cosmjs/proto-signing'
import type { AminoConverter, AminoConverters } from '@cosmjs/stargate'

/** Msgs to and from Legacy Amino JSON (what a Ledger signs). cosmjs' AminoTypes fits too. */
export interface AminoCodec {
  toAmino(msg: EncodeObject): AminoMsg
  fromAmino(msg: AminoMsg): EncodeObject
}

/**
 * Converters by type URL, and back by Amino name. The same contract as cosmjs' AminoTypes, here
 * so that the signing chunk does not load all of @cosmjs/stargate for a lookup table.
 */
export class AminoRegister implements AminoCodec {
  readonly #byUrl: ReadonlyMap<string, AminoConverter>
  readonly #byName = new Map<string, string[]>()

  constructor(converters: AminoConverters) {
    this.#byUrl = new Map(Object.entries(converters))
    for (const [typeUrl, { aminoType }] of this.#byUrl)
      this.#byName.set(aminoType, [...(this.#byName.get(aminoType) ?? []), typeUrl])
  }

  toAmino({ typeUrl, value }: EncodeObject): AminoMsg {
    const converter = this.#byUrl.get(typeUrl)
    if (!converter)
      throw new Error(`Type URL '${typeUrl}' does not exist in the Amino message type register.`)
    return { type: converter.aminoType, value: converter.toAmino(value) as Record<string, unknown> }
  }

  fromAmino({ type, value }: AminoMsg): EncodeObject {
    const urls = this.#byName.get(type) ?? []
    const [typeUrl] = urls
    const converter = typeUrl === undefined ? undefined : this.#byUrl.get(typeUrl)
    if (!converter || typeUrl === undefined)
      throw new Error(
        `Amino type identifier '${type}' does not exist in the Amino message type register.`,
      )
    if (urls.length > 1)
      throw new Error(
        `Multiple types are registered with Amino type identifier '${type}': '${[...urls].sort().join("', '")}'.`,
      )
    return { typeUrl, value: converter.fromAmino(value) as unknown }
  }
}
