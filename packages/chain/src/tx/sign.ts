import {
  encodeSecp256k1Pubkey,
  getAminoPubkey,
  makeSignDoc as makeAminoSignDoc,
  type AccountData,
  type StdFee,
} from '@cosmjs/amino'
import { fromBase64 } from '@cosmjs/encoding'
import {
  encodePubkey,
  isOfflineDirectSigner,
  makeAuthInfoBytes,
  makeSignDoc,
  type EncodeObject,
  type OfflineSigner,
  type Registry,
} from '@cosmjs/proto-signing'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, Fee, Tx, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { AminoCodec } from '../codec/amino-types.ts'
import { sameJson } from '../modules/storage/aminomessages.ts'

/** The protobuf registry and the Amino JSON converters a signature needs. */
export interface SigningCodec {
  readonly registry: Registry
  readonly aminoTypes: AminoCodec
}

/** What the signature binds besides the tx: account number, sequence, chain id. */
export interface SignerData {
  readonly accountNumber: bigint
  readonly sequence: number
  readonly chainId: string
}

async function accountOf(signer: OfflineSigner, address: string): Promise<AccountData> {
  const account = (await signer.getAccounts()).find(candidate => candidate.address === address)
  if (!account) throw new Error('Failed to retrieve account from signer')
  return account
}

const safeInt = (text: string): number => {
  const value = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
    throw new Error(`Not a safe integer: ${text}`)
  return value
}

/**
 * Signs the Msgs: SIGN_MODE_DIRECT when the signer can, else Legacy Amino JSON (a Ledger). In
 * Amino the tx is rebuilt from what the wallet signed (Msgs, memo, fee, sequence), so the bytes
 * sent are those approved.
 */
export async function signTx(
  signer: OfflineSigner,
  address: string,
  msgs: readonly EncodeObject[],
  fee: StdFee,
  memo: string,
  data: SignerData,
  codec: SigningCodec,
): Promise<TxRaw> {
  const pubkey = encodePubkey(getAminoPubkey(await accountOf(signer, address)))
  if (isOfflineDirectSigner(signer)) {
    const bodyBytes = codec.registry.encode({
      typeUrl: '/cosmos.tx.v1beta1.TxBody',
      value: { messages: msgs, memo },
    })
    const authInfoBytes = makeAuthInfoBytes(
      [{ pubkey, sequence: data.sequence }],
      fee.amount,
      safeInt(fee.gas),
      fee.granter,
      fee.payer,
    )
    const doc = makeSignDoc(bodyBytes, authInfoBytes, data.chainId, data.accountNumber)
    const { signature, signed } = await signer.signDirect(address, doc)
    return TxRaw.fromPartial({
      bodyBytes: signed.bodyBytes,
      authInfoBytes: signed.authInfoBytes,
      signatures: [fromBase64(signature.signature)],
    })
  }
  const doc = makeAminoSignDoc(
    msgs.map(msg => codec.aminoTypes.toAmino(msg)),
    fee,
    data.chainId,
    memo,
    data.accountNumber,
    data.sequence,
  )
  const { signature, signed } = await signer.signAmino(address, doc)
  // Msgs written bare (storage, Gitopia Msgs in a group proposal) name no type, so when the
  // wallet signed the Msgs it was given, the tx carries those; only a changed doc is parsed back.
  const messages = sameJson(signed.msgs, doc.msgs)
    ? msgs
    : signed.msgs.map(msg => codec.aminoTypes.fromAmino(msg))
  const bodyBytes = codec.registry.encode({
    typeUrl: '/cosmos.tx.v1beta1.TxBody',
    value: { messages, memo: signed.memo },
  })
  const authInfoBytes = makeAuthInfoBytes(
    [{ pubkey, sequence: safeInt(signed.sequence) }],
    signed.fee.amount,
    safeInt(signed.fee.gas),
    signed.fee.granter,
    signed.fee.payer,
    SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
  )
  return TxRaw.fromPartial({
    bodyBytes,
    authInfoBytes,
    signatures: [fromBase64(signature.signature)],
  })
}

/**
 * The unsigned tx a node simulates: the Msgs, the signer's public key and sequence, an empty
 * fee and signature (what the SDK's simulate expects). The Msgs are encoded first, so an unknown
 * type fails before anything is asked of the node.
 */
export async function simulationTxBytes(
  signer: OfflineSigner,
  address: string,
  msgs: readonly EncodeObject[],
  memo: string,
  registry: Registry,
  sequenceOf: () => Promise<number>,
  feeGranter?: string,
): Promise<Uint8Array> {
  const messages = msgs.map(msg => registry.encodeAsAny(msg))
  const account = await accountOf(signer, address)
  const sequence = await sequenceOf()
  const tx = Tx.fromPartial({
    authInfo: AuthInfo.fromPartial({
      // A granter is simulated too: the chain checks the grant (allowed Msgs, expiry) in simulation.
      fee: Fee.fromPartial(feeGranter ? { granter: feeGranter } : {}),
      signerInfos: [
        {
          publicKey: encodePubkey(encodeSecp256k1Pubkey(account.pubkey)),
          sequence: BigInt(sequence),
          modeInfo: { single: { mode: SignMode.SIGN_MODE_UNSPECIFIED } },
        },
      ],
    }),
    body: TxBody.fromPartial({ messages, memo }),
    signatures: [new Uint8Array()],
  })
  return Tx.encode(tx).finish()
}
