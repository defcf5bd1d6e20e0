import { sha256 } from './sha256.ts'
import { toHex } from '@cosmjs/encoding'
import type { Registry } from '@cosmjs/proto-signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { ChainError, SdkErrors } from './errors.ts'

export interface DecodedMsg {
  readonly typeUrl: string
  readonly any: Any
  readonly value: Record<string, unknown>
}

export interface DecodedTx {
  readonly bytes: Uint8Array
  /** Uppercase hex SHA-256 of the bytes as broadcast. */
  readonly hash: string
  readonly raw: TxRaw
  readonly body: TxBody
  readonly authInfo: AuthInfo
  readonly msgs: readonly DecodedMsg[]
}

export function txHash(bytes: Uint8Array): string {
  return toHex(sha256(bytes)).toUpperCase()
}

/** Decodes TxRaw, TxBody, AuthInfo and every Msg; anything malformed is code 2 like the SDK. */
export function decodeTx(bytes: Uint8Array, registry: Registry): DecodedTx {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(bytes)
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch (error) {
    throw ChainError.wrap(
      SdkErrors.txDecode,
      error instanceof Error ? error.message : String(error),
    )
  }
  const msgs = body.messages.map(any => {
    if (!registry.lookupType(any.typeUrl)) {
      throw ChainError.wrap(SdkErrors.txDecode, `unable to resolve type URL ${any.typeUrl}`)
    }
    try {
      return {
        typeUrl: any.typeUrl,
        any,
        value: registry.decode(any) as Record<string, unknown>,
      }
    } catch (error) {
      throw ChainError.wrap(
        SdkErrors.txDecode,
        error instanceof Error ? error.message : String(error),
      )
    }
  })
  return { bytes, hash: txHash(bytes), raw, body, authInfo, msgs }
}
