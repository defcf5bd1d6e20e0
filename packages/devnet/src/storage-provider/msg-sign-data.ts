import { BinaryReader, BinaryWriter } from 'cosmjs-types/binary'

/**
 * `/gitopia.gitopia.offchain.MsgSignData{1 signer, 2 data}`. Kept local because gitopia-js's
 * generated file does not typecheck under our strict settings.
 */
export interface MsgSignData {
  readonly signer: string
  readonly data: Uint8Array
}

export const MSG_SIGN_DATA_TYPE_URL = '/gitopia.gitopia.offchain.MsgSignData'

export function encodeMsgSignData(message: MsgSignData): Uint8Array {
  return BinaryWriter.create()
    .uint32(10)
    .string(message.signer)
    .uint32(18)
    .bytes(message.data)
    .finish()
}

export function decodeMsgSignData(bytes: Uint8Array): MsgSignData {
  const reader = new BinaryReader(bytes)
  let signer = ''
  let data: Uint8Array = new Uint8Array()
  while (reader.pos < reader.len) {
    const tag = reader.uint32()
    if (tag >>> 3 === 1) signer = reader.string()
    else if (tag >>> 3 === 2) data = reader.bytes()
    else reader.skipType(tag & 7)
  }
  return { signer, data }
}
