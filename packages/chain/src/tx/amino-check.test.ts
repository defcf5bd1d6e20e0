import { Secp256k1HdWallet } from '@cosmjs/amino'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import type { RpcClient } from '@cosmjs/tendermint-rpc'
import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { describe, expect, it } from 'vitest'
import { allGitopiaMsgTypes } from '../codec/gitopia-types.ts'
import {
  createSigningAminoTypes,
  createSigningRegistry,
  packNestedMsgs,
} from '../codec/signing-codec.ts'
import { submitPoolSpendProposalMsg } from '../modules/gov/messages.ts'
import { LedgerSignModeError } from './amino-check.ts'
import { TxPipeline } from './pipeline.ts'

const MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'
const registry = createSigningRegistry(allGitopiaMsgTypes)
const aminoTypes = createSigningAminoTypes(allGitopiaMsgTypes, registry)

/** A node that must not be reached: the refusal comes before any request. */
const untouchable: RpcClient = {
  execute: () => Promise.reject(new Error('the node was asked')),
  disconnect: () => undefined,
}
const pipeline = new TxPipeline({ rpc: untouchable, registry, aminoTypes })

const legacySpend = {
  typeUrl: '/cosmos.gov.v1beta1.MsgSubmitProposal',
  value: {
    proposer: 'gitopia1alice',
    initialDeposit: [],
    content: {
      typeUrl: '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal',
      value: CommunityPoolSpendProposal.encode({
        title: 'Fund',
        description: 'Docs',
        recipient: 'gitopia1bob',
        amount: [{ denom: 'ulore', amount: '1' }],
      }).finish(),
    },
  },
}
const grant = {
  typeUrl: '/cosmos.feegrant.v1beta1.MsgRevokeAllowance',
  value: { granter: 'gitopia1alice', grantee: 'gitopia1bob' },
}

async function ledgerLike() {
  const wallet = await Secp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
  const [account] = await wallet.getAccounts()
  return { address: account?.address ?? '', offlineSigner: wallet }
}

describe('what a Ledger cannot sign is refused before it is asked', () => {
  it('a v1beta1 community-pool spend: the chain takes spends only as gov v1 proposals', async () => {
    const signer = await ledgerLike()
    const request = { msgs: [legacySpend], chainId: 'gitopia' }
    await expect(pipeline.estimate(signer, request)).rejects.toThrow(LedgerSignModeError)
    await expect(pipeline.submit(signer, request)).rejects.toThrow(
      'A Ledger cannot sign this transaction: the chain takes community-pool spends only as gov v1 proposals. Use a local wallet or Keplr for it.',
    )
  })

  it('a Msg the app has no Amino JSON form of (fee grants)', async () => {
    await expect(
      pipeline.submit(await ledgerLike(), { msgs: [grant], chainId: 'gitopia' }),
    ).rejects.toThrow('this app has no Amino JSON form of MsgRevokeAllowance')
  })

  it('a gov v1 spend is signable; a direct signer is never refused on these grounds', async () => {
    const spend = submitPoolSpendProposalMsg(
      'gitopia1alice',
      { title: 'Fund', description: 'Docs', recipient: 'gitopia1bob', amount: 1n },
      0n,
    )
    const [packed] = packNestedMsgs(registry, [spend])
    // Past the check, the pipeline asks the node (here: refuses to answer).
    await expect(
      pipeline.estimate(await ledgerLike(), { msgs: [packed ?? spend], chainId: 'gitopia' }),
    ).rejects.toThrow('the node was asked')
    const direct = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONIC, { prefix: 'gitopia' })
    const [account] = await direct.getAccounts()
    await expect(
      pipeline.estimate(
        { address: account?.address ?? '', offlineSigner: direct },
        { msgs: [grant], chainId: 'gitopia' },
      ),
    ).rejects.toThrow('the node was asked')
  })
})
