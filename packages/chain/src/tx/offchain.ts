import { toBase64, toUtf8 } from '@cosmjs/encoding'
import type { OfflineSigner } from '@cosmjs/proto-signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { MSG_SIGN_DATA_TYPE_URL } from '../modules/offchain/messages.ts'
import { signTx, type SigningCodec } from './sign.ts'

/** Off-chain signatures use fixed signer data, not the account's (docs/protocol.md#off-chain-signed-data). */
const OFFCHAIN_SIGNER_DATA = { accountNumber: 0n, sequence: 0, chainId: 'gitopia' }

/**
 * Signs a payload as Gitopia off-chain data: one MsgSignData, the JSON as memo, a zero fee,
 * chain-id `gitopia`, account 0, sequence 0; returns the TxRaw as standard base64. Direct
 * signers sign DIRECT, a Ledger signs Amino JSON.
 */
export async function signOffchainData(
  signer: { address: string; offlineSigner: OfflineSigner },
  payload: unknown,
  codec: SigningCodec,
): Promise<string> {
  const json = JSON.stringify(payload)
  const raw = await signTx(
    signer.offlineSigner,
    signer.address,
    [{ typeUrl: MSG_SIGN_DATA_TYPE_URL, value: { signer: signer.address, data: toUtf8(json) } }],
    { amount: [{ denom: 'ulore', amount: '0' }], gas: '0' },
    json,
    OFFCHAIN_SIGNER_DATA,
    codec,
  )
  return toBase64(TxRaw.encode(raw).finish())
}
