import { makeSignDoc as makeAminoSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { sha256 } from '../chain/sha256.ts'
import { fromBase64, toBase64, toBech32 } from '@cosmjs/encoding'
import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { SignedData } from './chain-view.ts'
import { decodeMsgSignData, MSG_SIGN_DATA_TYPE_URL, type MsgSignData } from './msg-sign-data.ts'

/** Fixed sign-doc values of Gitopia's off-chain module (docs/protocol.md#off-chain-signed-data). */
const OFFCHAIN_CHAIN_ID = 'gitopia'
const SECP256K1_PUBKEY_URL = '/cosmos.crypto.secp256k1.PubKey'

/**
 * Reads a signed tx as base64 protobuf TxRaw (upload form) or as JSON with base64 fields
 * (`body_bytes`/`bodyBytes`, `auth_info_bytes`/`authInfoBytes`, `signatures`), the push form.
 */
export function decodeSignedTx(encoded: string): TxRaw {
  const text = encoded.trim()
  if (text.startsWith('{')) {
    const json = JSON.parse(text) as Record<string, unknown>
    const body = json.body_bytes ?? json.bodyBytes
    const authInfo = json.auth_info_bytes ?? json.authInfoBytes
    const signatures = json.signatures
    if (typeof body !== 'string' || typeof authInfo !== 'string' || !Array.isArray(signatures)) {
      throw new Error('signed tx JSON needs body_bytes, auth_info_bytes and signatures')
    }
    return TxRaw.fromPartial({
      bodyBytes: fromBase64(body),
      authInfoBytes: fromBase64(authInfo),
      signatures: signatures.map(s => fromBase64(String(s))),
    })
  }
  return TxRaw.decode(fromBase64(text))
}

/**
 * Verifies an off-chain signed payload the way the chain's offchain module does: one
 * MsgSignData, one signer, chain-id `gitopia`, account 0, sequence 0, DIRECT or LEGACY_AMINO_JSON.
 */
export async function verifyOffchainSignature(
  encoded: string,
  prefix = 'gitopia',
): Promise<SignedData | { error: string }> {
  let tx: TxRaw
  try {
    tx = decodeSignedTx(encoded)
  } catch (error) {
    return { error: `Error decoding transaction: ${(error as Error).message}` }
  }
  try {
    const body = TxBody.decode(tx.bodyBytes)
    const authInfo = AuthInfo.decode(tx.authInfoBytes)
    const [message, ...moreMessages] = body.messages
    const [signerInfo, ...moreSigners] = authInfo.signerInfos
    const [signature] = tx.signatures
    if (
      !message ||
      moreMessages.length > 0 ||
      !signerInfo ||
      moreSigners.length > 0 ||
      !signature
    ) {
      return { error: 'Invalid signature' }
    }
    if (
      message.typeUrl !== MSG_SIGN_DATA_TYPE_URL ||
      signerInfo.publicKey?.typeUrl !== SECP256K1_PUBKEY_URL
    ) {
      return { error: 'Invalid signature' }
    }
    const msg = decodeMsgSignData(message.value)
    const pubkey = PubKey.decode(signerInfo.publicKey.value).key
    if (toBech32(prefix, rawSecp256k1PubkeyToRawAddress(pubkey)) !== msg.signer) {
      return { error: 'Invalid signature' }
    }
    const mode = signerInfo.modeInfo?.single?.mode
    const signBytes =
      mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON
        ? aminoSignBytes(msg, body.memo)
        : makeSignBytes({
            bodyBytes: tx.bodyBytes,
            authInfoBytes: tx.authInfoBytes,
            chainId: OFFCHAIN_CHAIN_ID,
            accountNumber: 0n,
          })
    const valid = Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(signBytes),
      pubkey,
    )
    if (!valid) return { error: 'Invalid signature' }
    return { signer: msg.signer, data: new TextDecoder().decode(msg.data) }
  } catch (error) {
    return { error: `Error decoding transaction: ${(error as Error).message}` }
  }
}

function aminoSignBytes(msg: MsgSignData, memo: string): Uint8Array {
  const fee = { amount: [{ denom: 'ulore', amount: '0' }], gas: '0' }
  const aminoMsg = {
    type: 'sign/MsgSignData',
    value: { data: toBase64(msg.data), signer: msg.signer },
  }
  return serializeSignDoc(makeAminoSignDoc([aminoMsg], fee, OFFCHAIN_CHAIN_ID, memo, 0, 0))
}
