/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-explicit-any -- REST JSON is checked by the assertions */
import { Secp256k1HdWallet } from '@cosmjs/amino'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { aminoTypes } from '../../testing/client-types.ts'
import { startHarness, type Harness } from '../../testing/harness.ts'
import { createTestDao } from '../../testing/test-dao.ts'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

/** What a Ledger does: LEGACY_AMINO_JSON over the Msgs' registered amino names. */
async function aminoClient(name: 'alice' | 'bob') {
  const wallet = await Secp256k1HdWallet.fromMnemonic(TEST_ACCOUNTS[name].mnemonic, {
    prefix: 'gitopia',
  })
  return SigningStargateClient.connectWithSigner(h.devnet.rpcUrl, wallet, {
    registry: h.devnet.registry,
    aminoTypes,
    gasPrice: GasPrice.fromString('0.001ulore'),
    broadcastPollIntervalMs: 50,
  })
}

describe('amino JSON of gov and group Msgs (what a Ledger signs)', () => {
  it('uses the SDK names, and amino-signed group and gov txs go through', async () => {
    const amino = aminoTypes
    expect(
      amino.toAmino({
        typeUrl: '/cosmos.group.v1.MsgVote',
        value: { proposalId: 3n, voter: 'v', option: 1, metadata: '', exec: 1 },
      }),
    ).toEqual({
      type: 'cosmos-sdk/group/MsgVote',
      value: { proposal_id: '3', voter: 'v', option: 1, exec: 1 },
    })
    expect(
      amino.toAmino({
        typeUrl: '/cosmos.gov.v1beta1.MsgVote',
        value: { proposalId: 3n, voter: 'v', option: 1 },
      }).type,
    ).toBe('cosmos-sdk/MsgVote')

    const alice = TEST_ACCOUNTS.alice.address
    const bob = TEST_ACCOUNTS.bob.address
    const { groupId, policy } = await createTestDao(h, 'ledgers')
    const client = await aminoClient('alice')
    const fee = { amount: [{ denom: 'ulore', amount: '4000' }], gas: '4000000' }
    const submitted = await client.signAndBroadcast(
      alice,
      [
        {
          typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
          value: {
            groupPolicyAddress: policy,
            proposers: [alice],
            metadata: '',
            messages: [
              h.devnet.registry.encodeAsAny({
                typeUrl: '/cosmos.group.v1.MsgUpdateGroupMembers',
                value: {
                  admin: policy,
                  groupId: BigInt(groupId),
                  memberUpdates: [
                    { address: TEST_ACCOUNTS.carol.address, weight: '1', metadata: '' },
                  ],
                },
              }),
            ],
            exec: 1,
            title: 'Add carol',
            summary: '',
          },
        },
      ],
      fee,
    )
    expect(submitted.code, submitted.rawLog).toBe(0)
    const id = JSON.parse(
      String(
        submitted.events.find(e => e.type === 'cosmos.group.v1.EventSubmitProposal')?.attributes[0]
          ?.value,
      ),
    ) as string
    const bobClient = await aminoClient('bob')
    const voted = await bobClient.signAndBroadcast(
      bob,
      [
        {
          typeUrl: '/cosmos.group.v1.MsgVote',
          value: { proposalId: BigInt(id), voter: bob, option: 1, metadata: '', exec: 1 },
        },
      ],
      fee,
    )
    expect(voted.code, voted.rawLog).toBe(0)
    expect(
      ((await h.get(`/cosmos/group/v1/proposal/${id}`)).body.proposal as any).executor_result,
    ).toBe('PROPOSAL_EXECUTOR_RESULT_SUCCESS')
    client.disconnect()
    bobClient.disconnect()
  })
})
