import { encodeSecp256k1Pubkey, makeSignDoc, Secp256k1HdWallet } from '@cosmjs/amino'
import { fromBase64, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, encodePubkey, makeAuthInfoBytes } from '@cosmjs/proto-signing'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import { encodeMsgSignData, MSG_SIGN_DATA_TYPE_URL } from './msg-sign-data.ts'
import { verifyOffchainSignature } from './offchain-signature.ts'
import { signOffchain } from '../testing/provider-support.ts'

const payload = { action: 'git-push', repositoryId: '7' }

describe('verifyOffchainSignature', () => {
  it('accepts a DIRECT signature and returns the signer and the signed JSON', async () => {
    const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const [account] = await wallet.getAccounts()
    const result = await verifyOffchainSignature(await signOffchain(wallet, payload))
    expect(result).toEqual({ signer: account?.address, data: JSON.stringify(payload) })
  })

  it('refuses a tx whose body was changed after signing', async () => {
    const wallet = await DirectSecp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const raw = TxRaw.decode(fromBase64(await signOffchain(wallet, payload)))
    const body = TxBody.decode(raw.bodyBytes)
    const forged = TxRaw.encode({
      ...raw,
      bodyBytes: TxBody.encode({ ...body, memo: 'changed' }).finish(),
    }).finish()
    expect(await verifyOffchainSignature(toBase64(forged))).toEqual({ error: 'Invalid signature' })
    expect(await verifyOffchainSignature('%%%')).toMatchObject({
      error: expect.stringMatching(/^Error decoding/) as unknown,
    })
  })

  it('accepts a Ledger-style LEGACY_AMINO_JSON signature', async () => {
    const wallet = await Secp256k1HdWallet.generate(12, { prefix: 'gitopia' })
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('no account')
    const json = JSON.stringify(payload)
    const data = new TextEncoder().encode(json)
    const fee = { amount: [{ denom: 'ulore', amount: '0' }], gas: '0' }
    const aminoMsg = {
      type: 'sign/MsgSignData',
      value: { data: toBase64(data), signer: account.address },
    }
    const { signature } = await wallet.signAmino(
      account.address,
      makeSignDoc([aminoMsg], fee, 'gitopia', json, 0, 0),
    )
    const bodyBytes = TxBody.encode(
      TxBody.fromPartial({
        messages: [
          {
            typeUrl: MSG_SIGN_DATA_TYPE_URL,
            value: encodeMsgSignData({ signer: account.address, data }),
          },
        ],
        memo: json,
      }),
    ).finish()
    const authInfoBytes = makeAuthInfoBytes(
      [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(account.pubkey)), sequence: 0 }],
      fee.amount,
      0,
      undefined,
      undefined,
      SignMode.SIGN_MODE_LEGACY_AMINO_JSON,
    )
    const raw = TxRaw.encode({
      bodyBytes,
      authInfoBytes,
      signatures: [fromBase64(signature.signature)],
    }).finish()
    expect(await verifyOffchainSignature(toBase64(raw))).toEqual({
      signer: account.address,
      data: json,
    })
  })
})
