import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature } from '@cosmjs/crypto'
import { sha256 } from '../../chain/sha256.ts'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { ADDRESS_PREFIX } from '@gitopia-client/chain'
import { MSG_SIGN_DATA_TYPE_URL, MsgSignData } from '@gitopia-client/chain/codec'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { aminoSignBytes } from '../auth/amino/sign-doc.ts'

/** Off-chain signatures use fixed signer data (docs/protocol.md#off-chain-signed-data). */
export const OFFCHAIN_CHAIN_ID = 'gitopia'

export interface VerifiedSignData {
  readonly signer: string
  readonly data: Uint8Array
  /** The data parsed as JSON, or undefined when it is not JSON. */
  readonly payload: unknown
}

export class OffchainSignatureError extends Error {}

/**
 * Verifies a base64 TxRaw holding exactly one `MsgSignData`, signed DIRECT or LEGACY_AMINO_JSON
 * with chain-id `gitopia`, account number 0 and sequence 0.
 */
export function verifySignedData(base64Tx: string): VerifiedSignData {
  let raw: TxRaw
  let body: TxBody
  let authInfo: AuthInfo
  try {
    raw = TxRaw.decode(fromBase64(base64Tx.trim()))
    body = TxBody.decode(raw.bodyBytes)
    authInfo = AuthInfo.decode(raw.authInfoBytes)
  } catch {
    throw new OffchainSignatureError('malformed signed data')
  }
  const [any, ...rest] = body.messages
  if (!any || rest.length > 0 || any.typeUrl !== MSG_SIGN_DATA_TYPE_URL) {
    throw new OffchainSignatureError('signed data must hold exactly one MsgSignData')
  }
  const msg = MsgSignData.decode(any.value)
  const info = authInfo.signerInfos[0]
  const signature = raw.signatures[0]
  if (authInfo.signerInfos.length !== 1 || !info?.publicKey || !signature) {
    throw new OffchainSignatureError('signed data must have exactly one signer')
  }
  const pubKey = PubKey.decode(info.publicKey.value).key
  if (pubkeyToAddress(encodeSecp256k1Pubkey(pubKey), ADDRESS_PREFIX) !== msg.signer) {
    throw new OffchainSignatureError('signer does not match the public key')
  }
  let signBytes: Uint8Array
  const mode = info.modeInfo?.single?.mode
  if (mode === SignMode.SIGN_MODE_DIRECT) {
    signBytes = makeSignBytes({
      bodyBytes: raw.bodyBytes,
      authInfoBytes: raw.authInfoBytes,
      chainId: OFFCHAIN_CHAIN_ID,
      accountNumber: 0n,
    })
  } else if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
    const fee = authInfo.fee
    signBytes = aminoSignBytes(
      {
        chainId: OFFCHAIN_CHAIN_ID,
        accountNumber: 0,
        sequence: 0,
        timeoutHeight: 0n,
        memo: body.memo,
        fee: { amount: fee?.amount ?? [], gas: fee?.gasLimit ?? 0n, payer: '', granter: '' },
        msgs: [{ typeUrl: MSG_SIGN_DATA_TYPE_URL, value: msg }],
      },
      () => {
        throw new OffchainSignatureError('MsgSignData nests no Msg')
      },
    )
  } else {
    throw new OffchainSignatureError('unsupported sign mode')
  }
  const valid =
    signature.length === 64 &&
    Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(signBytes),
      pubKey,
    )
  if (!valid) throw new OffchainSignatureError('signature verification failed')
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(msg.data))
  } catch {
    payload = undefined
  }
  return { signer: msg.signer, data: msg.data, payload }
}
