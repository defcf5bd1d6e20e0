import {
  makeSignDoc,
  Secp256k1HdWallet,
  serializeSignDoc,
  type OfflineAminoSigner,
  type StdSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toUtf8 } from '@cosmjs/encoding'
import { SigningStargateClient } from '@cosmjs/stargate'
import { TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import { allGitopiaMsgTypes } from '../../codec/gitopia-types.ts'
import { createGitopiaAminoTypes, createGitopiaRegistry } from '../../codec/registry.ts'
import { keepSignedMsgs } from './aminomessages.ts'

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const APPROVE = '/gitopia.gitopia.storage.MsgApproveRepositoryPackfileUpdate'
const fee = { amount: [{ denom: 'ulore', amount: '20' }], gas: '200000' }

const amino = () => createGitopiaAminoTypes(allGitopiaMsgTypes)

describe('storage Msgs in a Legacy Amino JSON sign doc (as Gitopia v6 signs them)', () => {
  it('are the bare protobuf JSON of the Msg, with proto names and every field', () => {
    const types = amino()
    expect(
      types.toAmino({ typeUrl: APPROVE, value: { creator: 'gitopia1u', proposalId: 5 } }),
    ).toEqual({ creator: 'gitopia1u', proposal_id: '5' })
    expect(
      types.toAmino({
        typeUrl: '/gitopia.gitopia.storage.MsgProposeRepositoryPackfileUpdate',
        value: {
          creator: 'gitopia1p',
          user: 'gitopia1u',
          repositoryId: 12,
          name: 'pack.pack',
          cid: 'bafy',
          rootHash: new Uint8Array([1, 2, 3]),
          size: 4096,
        },
      }),
    ).toEqual({
      creator: 'gitopia1p',
      user: 'gitopia1u',
      repository_id: '12',
      name: 'pack.pack',
      cid: 'bafy',
      root_hash: 'AQID',
      size: '4096',
      old_cid: '',
      merge_commit_sha: '',
      delete: false,
    })
    expect(
      types.toAmino({
        typeUrl: '/gitopia.gitopia.storage.MsgSubmitChallengeResponse',
        value: { creator: 'gitopia1p', challengeId: 3, data: new Uint8Array([255]) },
      }),
    ).toEqual({ creator: 'gitopia1p', challenge_id: '3', data: '/w==', proof: null })
    expect(
      types.toAmino({
        typeUrl: '/gitopia.gitopia.storage.MsgRegisterProvider',
        value: { creator: 'gitopia1p', apiUrl: 'https://sp', moniker: 'sp' },
      }),
    ).toEqual({
      creator: 'gitopia1p',
      api_url: 'https://sp',
      moniker: 'sp',
      stake: { denom: '', amount: '0' },
      ipfs_cluster_peer_multiaddr: '',
    })
  })

  it('serialises to the bytes the chain rebuilds, and a signed tx carries the right Msg', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
    const [account] = await wallet.getAccounts()
    const address = account?.address ?? ''
    const msg = { typeUrl: APPROVE, value: { creator: address, proposalId: 5 } }
    const types = amino()
    const doc = makeSignDoc([types.toAmino(msg)], fee, 'gitopia', '', 7, 3)
    const expected =
      '{"account_number":"7","chain_id":"gitopia","fee":{"amount":[{"amount":"20","denom":"ulore"}],' +
      `"gas":"200000"},"memo":"","msgs":[{"creator":"${address}","proposal_id":"5"}],"sequence":"3"}`
    expect(serializeSignDoc(doc)).toEqual(toUtf8(expected))

    const client = await SigningStargateClient.offline(wallet, {
      registry: createGitopiaRegistry(allGitopiaMsgTypes),
      aminoTypes: types,
    })
    const signed = await client.sign(address, [msg], fee, '', {
      accountNumber: 7n,
      sequence: 3,
      chainId: 'gitopia',
    })
    const [any] = TxBody.decode(signed.bodyBytes).messages
    expect(any?.typeUrl).toBe(APPROVE)
    const signature = Secp256k1Signature.fromFixedLength(signed.signatures[0] ?? new Uint8Array())
    const pubkey = account?.pubkey ?? new Uint8Array()
    expect(Secp256k1.verifySignature(signature, sha256(toUtf8(expected)), pubkey)).toBe(true)
  })

  it('works with a wallet that hands back a copy of the doc', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
    const [account] = await wallet.getAccounts()
    const address = account?.address ?? ''
    // An extension sends the doc through a message port: what comes back is a copy.
    const copying: OfflineAminoSigner = {
      getAccounts: () => wallet.getAccounts(),
      signAmino: async (signer: string, doc: StdSignDoc) => {
        const response = await wallet.signAmino(signer, doc)
        return JSON.parse(JSON.stringify(response)) as typeof response
      },
    }
    const options = {
      registry: createGitopiaRegistry(allGitopiaMsgTypes),
      aminoTypes: amino(),
    }
    const msg = { typeUrl: APPROVE, value: { creator: address, proposalId: 9 } }
    const data = { accountNumber: 1n, sequence: 0, chainId: 'gitopia' }
    const bare = await SigningStargateClient.offline(copying, options)
    await expect(bare.sign(address, [msg], fee, '', data)).rejects.toThrow(/storage message/)
    const kept = await SigningStargateClient.offline(keepSignedMsgs(copying), options)
    const signed = await kept.sign(address, [msg], fee, '', data)
    expect(TxBody.decode(signed.bodyBytes).messages[0]?.typeUrl).toBe(APPROVE)
  })

  it('are bare go-amino JSON inside a group proposal (x/group codec does not register them)', () => {
    const proposal = amino().toAmino({
      typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
      value: {
        groupPolicyAddress: 'gitopia1policy',
        proposers: ['gitopia1u'],
        messages: [{ typeUrl: APPROVE, value: { creator: 'gitopia1policy', proposalId: 2 } }],
        exec: 1,
      },
    })
    expect((proposal.value as { messages: unknown[] }).messages).toEqual([
      { creator: 'gitopia1policy', proposal_id: '2' },
    ])
  })
})
