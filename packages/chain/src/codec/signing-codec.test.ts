import { makeSignDoc, Secp256k1HdWallet, serializeSignDoc } from '@cosmjs/amino'
import { fromUtf8, toBase64 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet, type EncodeObject } from '@cosmjs/proto-signing'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { beforeAll, describe, expect, it } from 'vitest'
import { govWeightedVoteMsg } from '../modules/gov/messages.ts'
import { signTx } from '../tx/sign.ts'
import { allGitopiaMsgTypes } from './gitopia-types.ts'
import { createGitopiaAminoTypes, createGitopiaRegistry } from './registry.ts'
import fixture from './signing-cases.fixture.json' with { type: 'json' }
import { SIGNING_CASES } from './signing-cases.ts'
import { createSigningAminoTypes, createSigningRegistry, packNestedMsgs } from './signing-codec.ts'

// signing-cases.fixture.json holds what the codec and SigningStargateClient of commit 020d8bd
// (@cosmjs/stargate's registry, AminoTypes and default converters) produced for these Msgs: the
// Amino sign doc a Ledger shows, and the signed tx bytes (RFC 6979 signatures are deterministic).
// Three entries were recaptured where that codec differed from the chain (the golden sign docs in
// testing/amino-golden.ts say how): the pool spend (now gov v1), the DAO proposal (its Gitopia Msg
// bare) and MsgMergePullRequest (snake_case tags).

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const fee = { amount: [{ denom: 'ulore', amount: '4000' }], gas: '200000' }
const data = { accountNumber: 7n, sequence: 3, chainId: 'gitopia-1' }
const registry = createSigningRegistry(allGitopiaMsgTypes)
const aminoTypes = createSigningAminoTypes(allGitopiaMsgTypes, registry)
const captured = fixture as Record<
  string,
  { aminoSignDoc: string; aminoTx: string; directTx: string }
>

const signDoc = (amino: { toAmino(msg: EncodeObject): never }, msgs: EncodeObject[]) =>
  fromUtf8(
    serializeSignDoc(
      makeSignDoc(
        msgs.map(m => amino.toAmino(m)),
        fee,
        data.chainId,
        'memo',
        7,
        3,
      ),
    ),
  )

let direct: DirectSecp256k1HdWallet
let ledgerLike: Secp256k1HdWallet
let address: string
beforeAll(async () => {
  direct = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
  ledgerLike = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
  address = (await direct.getAccounts())[0]?.address ?? ''
})

describe('the signing codec (no @cosmjs/stargate) signs what the stargate-based one did', () => {
  it('covers every captured case', () => {
    expect(Object.keys(SIGNING_CASES).sort()).toEqual(Object.keys(captured).sort())
  })

  for (const [name, raw] of Object.entries(SIGNING_CASES)) {
    it(`${name}: the same Ledger sign doc and signed bytes, direct and amino`, async () => {
      const expected = captured[name]
      if (!expected) throw new Error(`no fixture for ${name}`)
      const msgs = packNestedMsgs(registry, raw)
      expect(signDoc(aminoTypes as never, msgs)).toBe(expected.aminoSignDoc)
      const codec = { registry, aminoTypes }
      const amino = await signTx(ledgerLike, address, msgs, fee, 'memo', data, codec)
      expect(toBase64(TxRaw.encode(amino).finish())).toBe(expected.aminoTx)
      const signed = await signTx(direct, address, msgs, fee, 'memo', data, codec)
      expect(toBase64(TxRaw.encode(signed).finish())).toBe(expected.directTx)
    })
  }

  it('the full Node codec (the devnet verifies with it) gives the same sign docs', () => {
    const full = createGitopiaAminoTypes(allGitopiaMsgTypes)
    const fullRegistry = createGitopiaRegistry(allGitopiaMsgTypes)
    for (const [name, raw] of Object.entries(SIGNING_CASES))
      expect(signDoc(full as never, packNestedMsgs(fullRegistry, raw)), name).toBe(
        captured[name]?.aminoSignDoc,
      )
  })

  it('Amino JSON and back gives the same protobuf bytes for every case', () => {
    for (const [name, raw] of Object.entries(SIGNING_CASES)) {
      for (const msg of packNestedMsgs(registry, raw)) {
        const back = aminoTypes.fromAmino(aminoTypes.toAmino(msg))
        expect(back.typeUrl, name).toBe(msg.typeUrl)
        expect(registry.encode(back), name).toEqual(registry.encode(msg))
      }
    }
  })

  it('a full-weight option is written with 18 fraction digits, as the SDK rebuilds it', () => {
    const vote = govWeightedVoteMsg('gitopia1alice', '7', [{ option: 'YES', weight: '1' }])
    expect(aminoTypes.toAmino(vote).value).toEqual({
      options: [{ option: 1, weight: '1.000000000000000000' }],
      proposal_id: '7',
      voter: 'gitopia1alice',
    })
  })

  it('a Msg without an Amino form (fee grants) cannot be signed by a Ledger', async () => {
    const grant = {
      typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
      value: { granter: address, grantee: 'gitopia1bob' },
    }
    expect(registry.encode(grant).length).toBeGreaterThan(0)
    await expect(
      signTx(ledgerLike, address, [grant], fee, '', data, { registry, aminoTypes }),
    ).rejects.toThrow(/does not exist in the Amino message type register/)
  })
})
