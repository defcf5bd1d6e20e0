import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'

/**
 * `/gitopia.gitopia.offchain.MsgSignData` (1 signer, 2 data). Defined here because gitopia-js's
 * generated offchain.ts does not typecheck under `noUncheckedIndexedAccess`; the wire format is
 * two fields, so the codec is small.
 */
export interface MsgSignData {
  signer: string
  data: Uint8Array
}

export const MSG_SIGN_DATA_TYPE_URL = '/gitopia.gitopia.offchain.MsgSignData'

export const MsgSignData = {
  encode(message: MsgSignData, writer: BinaryWriter = BinaryWriter.create()): BinaryWriter {
    if (message.signer !== '') writer.uint32(10).string(message.signer)
    if (message.data.length !== 0) writer.uint32(18).bytes(message.data)
    return writer
  },
  decode(input: Uint8Array | BinaryReader, length?: number): MsgSignData {
    const reader = input instanceof BinaryReader ? input : new BinaryReader(input)
    const end = length === undefined ? reader.len : reader.pos + length
    const message: MsgSignData = { signer: '', data: new Uint8Array() }
    while (reader.pos < end) {
      const tag = reader.uint32()
      if (tag >>> 3 === 1) message.signer = reader.string()
      else if (tag >>> 3 === 2) message.data = reader.bytes()
      else reader.skipType(tag & 7)
    }
    return message
  },
  fromPartial(object: Partial<MsgSignData>): MsgSignData {
    return { signer: object.signer ?? '', data: object.data ?? new Uint8Array() }
  },
  fromJSON(object: unknown): MsgSignData {
    const value = (object ?? {}) as { signer?: unknown; data?: unknown }
    return {
      signer: typeof value.signer === 'string' ? value.signer : '',
      data: typeof value.data === 'string' ? fromBase64(value.data) : new Uint8Array(),
    }
  },
  toJSON(message: MsgSignData): unknown {
    return { signer: message.signer, data: toBase64(message.data) }
  },
}
