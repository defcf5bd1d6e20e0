import { makeSignDoc, serializeSignDoc, type AminoMsg } from '@cosmjs/amino'
import type { EncodeObject } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { submitPoolSpendProposalMsg } from '../modules/gov/messages.ts'
import { updateGroupMembersMsg, updatePercentagePolicyMsg } from '../modules/group/messages.ts'
import { allGitopiaMsgTypes } from './gitopia-types.ts'
import { createGitopiaAminoTypes, createGitopiaRegistry } from './registry.ts'
import { packNestedMsgs } from './signing-codec.ts'

const registry = createGitopiaRegistry(allGitopiaMsgTypes)
const amino = createGitopiaAminoTypes(allGitopiaMsgTypes)
const POLICY = 'gitopia1policy'
const ALICE = 'gitopia1alice'
const fee = { amount: [{ denom: 'ulore', amount: '4000' }], gas: '200000' }

/** The bytes a Ledger shows and signs for these Msgs (StdSignDoc, sorted JSON). */
function signDoc(msgs: readonly AminoMsg[]): string {
  return new TextDecoder().decode(serializeSignDoc(makeSignDoc(msgs, fee, 'gitopia', '', 7, 3)))
}

/** A DAO proposal, packed as the wallet packs it before signing. */
function proposal(messages: EncodeObject[]): EncodeObject {
  const [packed] = packNestedMsgs(registry, [
    {
      typeUrl: '/cosmos.group.v1.MsgSubmitProposal',
      value: {
        groupPolicyAddress: POLICY,
        proposers: [ALICE],
        metadata: '',
        messages,
        exec: 1,
        title: 'T',
        summary: '',
      },
    },
  ])
  if (!packed) throw new Error('nothing packed')
  return packed
}

/** Amino and back gives the same protobuf bytes, so the chain rebuilds what was signed. */
function expectRoundTrip(msg: EncodeObject) {
  const back = amino.fromAmino(amino.toAmino(msg))
  expect(back.typeUrl).toBe(msg.typeUrl)
  expect(registry.encode(back)).toEqual(registry.encode(msg))
}

describe('Ledger sign docs of nested DAO Msgs and gov community-pool spends', () => {
  it('a DAO proposal changing members carries cosmos-sdk/MsgUpdateGroupMembers', () => {
    const msg = proposal([updateGroupMembersMsg(POLICY, '4', [{ address: 'c', weight: '1' }])])
    expect(signDoc([amino.toAmino(msg)])).toContain(
      '"msgs":[{"type":"cosmos-sdk/group/MsgSubmitProposal","value":{"exec":1,"group_policy_address":"gitopia1policy","messages":[{"type":"cosmos-sdk/MsgUpdateGroupMembers","value":{"admin":"gitopia1policy","group_id":"4","member_updates":[{"address":"c","weight":"1"}]}}],"proposers":["gitopia1alice"],"title":"T"}}]',
    )
    expectRoundTrip(msg)
  })

  it('new voting rules: cosmos-sdk/MsgUpdateGroupDecisionPolicy with the percentage policy as an amino interface, durations in nanoseconds', () => {
    const rules = updatePercentagePolicyMsg(POLICY, '0.6', 7200)
    expect(amino.toAmino(rules)).toEqual({
      type: 'cosmos-sdk/MsgUpdateGroupDecisionPolicy',
      value: {
        admin: POLICY,
        group_policy_address: POLICY,
        decision_policy: {
          type: 'cosmos-sdk/PercentageDecisionPolicy',
          value: {
            percentage: '0.6',
            windows: { voting_period: '7200000000000', min_execution_period: '0' },
          },
        },
      },
    })
    const msg = proposal([rules])
    expect(signDoc([amino.toAmino(msg)])).toContain(
      '"messages":[{"type":"cosmos-sdk/MsgUpdateGroupDecisionPolicy","value":{"admin":"gitopia1policy","decision_policy":{"type":"cosmos-sdk/PercentageDecisionPolicy","value":{"percentage":"0.6","windows":{"min_execution_period":"0","voting_period":"7200000000000"}}},"group_policy_address":"gitopia1policy"}}]',
    )
    expectRoundTrip(rules)
    expectRoundTrip(msg)
  })

  it('a treasury payment: the bank send nested as cosmos-sdk/MsgSend', () => {
    const msg = proposal([
      {
        typeUrl: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: POLICY,
          toAddress: 'gitopia1bob',
          amount: [{ denom: 'ulore', amount: '5000000' }],
        },
      },
    ])
    expect(signDoc([amino.toAmino(msg)])).toContain(
      '"messages":[{"type":"cosmos-sdk/MsgSend","value":{"amount":[{"amount":"5000000","denom":"ulore"}],"from_address":"gitopia1policy","to_address":"gitopia1bob"}}]',
    )
    expectRoundTrip(msg)
  })

  it('a community-pool spend: cosmos-sdk/v1/MsgSubmitProposal carrying cosmos-sdk/distr/MsgCommunityPoolSpend', () => {
    const [msg] = packNestedMsgs(registry, [
      submitPoolSpendProposalMsg(
        ALICE,
        { title: 'Fund', description: 'Docs', recipient: 'gitopia1bob', amount: 2_000_000n },
        1_000_000n,
      ),
    ])
    if (!msg) throw new Error('nothing packed')
    const doc = signDoc([amino.toAmino(msg)])
    expect(doc).toBe(
      '{"account_number":"7","chain_id":"gitopia","fee":{"amount":[{"amount":"4000","denom":"ulore"}],"gas":"200000"},"memo":"","msgs":[{"type":"cosmos-sdk/v1/MsgSubmitProposal","value":{"initial_deposit":[{"amount":"1000000","denom":"ulore"}],"messages":[{"type":"cosmos-sdk/distr/MsgCommunityPoolSpend","value":{"amount":[{"amount":"2000000","denom":"ulore"}],"authority":"gitopia10d07y265gmmuvt4z0w9aw880jnsr700jy65jes","recipient":"gitopia1bob"}}],"proposer":"gitopia1alice","summary":"Docs","title":"Fund"}}],"sequence":"3"}',
    )
    expectRoundTrip(msg)
  })
})
