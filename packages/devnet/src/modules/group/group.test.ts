/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- REST JSON is checked by the assertions */
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import {
  Exec,
  MsgUpdateGroupMembers,
  MsgUpdateGroupPolicyDecisionPolicy,
} from 'cosmjs-types/cosmos/group/v1/tx'
import { PercentageDecisionPolicy } from 'cosmjs-types/cosmos/group/v1/types'
import { createProtobufRpcClient, QueryClient } from '@cosmjs/stargate'
import { Comet38Client } from '@cosmjs/tendermint-rpc'
import { QueryClientImpl as GroupQuery } from 'cosmjs-types/cosmos/group/v1/query'
import { ProposalExecutorResult } from 'cosmjs-types/cosmos/group/v1/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { startHarness, type Harness } from '../../testing/harness.ts'
import { createTestDao, submitProposal } from '../../testing/test-dao.ts'

const { alice, bob, carol } = {
  alice: TEST_ACCOUNTS.alice.address,
  bob: TEST_ACCOUNTS.bob.address,
  carol: TEST_ACCOUNTS.carol.address,
}
const G = '/cosmos.group.v1.'
let h: Harness

beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

async function propose(
  policy: string,
  messages: { typeUrl: string; value: Uint8Array }[],
  title: string,
) {
  const result = await h.send('alice', [submitProposal(alice, policy, messages, { title })])
  expect(result.code, result.rawLog).toBe(0)
  const event = result.events.find(e => e.type === 'cosmos.group.v1.EventSubmitProposal')
  return JSON.parse(String(event?.attributes.find(a => a.key === 'proposal_id')?.value)) as string
}

const vote = (
  who: 'alice' | 'bob' | 'carol',
  id: string,
  option: number,
  exec = Exec.EXEC_UNSPECIFIED,
) =>
  h.send(who, [
    {
      type: `${G}MsgVote`,
      value: {
        creator: undefined,
        proposalId: BigInt(id),
        voter: TEST_ACCOUNTS[who].address,
        option,
        metadata: '',
        exec,
      },
    },
  ])
/** Sends `ulore` from the faucet to `address`. */
const fund = (address: string, ulore: string) =>
  h.send('faucet', [
    {
      type: '/cosmos.bank.v1beta1.MsgSend',
      value: {
        creator: undefined,
        fromAddress: TEST_ACCOUNTS.faucet.address,
        toAddress: address,
        amount: [{ denom: 'ulore', amount: ulore }],
      },
    },
  ])
const proposal = async (id: string) =>
  (await h.get(`/cosmos/group/v1/proposal/${id}`)).body.proposal as any

const addCarol = (policy: string, groupId: bigint) => ({
  typeUrl: `${G}MsgUpdateGroupMembers`,
  value: MsgUpdateGroupMembers.encode({
    admin: policy,
    groupId,
    memberUpdates: [{ address: carol, weight: '1', metadata: 'MEMBER' }],
  }).finish(),
})

describe('x/group as on Gitopia (no pruning)', () => {
  it('adds a member through a proposal; the executed proposal and its votes stay queryable', async () => {
    const { policy } = await createTestDao(h, 'builders')
    const groupId = BigInt(
      ((await h.get(`/cosmos/group/v1/group_policy_info/${policy}`)).body.info as any).group_id,
    )
    const id = await propose(policy, [addCarol(policy, groupId)], 'Add carol')
    expect((await vote('alice', id, 1)).code).toBe(0)
    // A vote cannot be changed.
    const again = await vote('alice', id, 3)
    expect(again.code).not.toBe(0)
    expect(again.rawLog).toContain('unique constraint violation')
    const tried = await vote('bob', id, 1, Exec.EXEC_TRY)
    expect(tried.code, tried.rawLog).toBe(0)
    const done = await proposal(id)
    expect(done).toMatchObject({
      status: 'PROPOSAL_STATUS_ACCEPTED',
      executor_result: 'PROPOSAL_EXECUTOR_RESULT_SUCCESS',
    })
    expect(done.final_tally_result.yes_count).toBe('2')
    expect(
      ((await h.get(`/cosmos/group/v1/votes_by_proposal/${id}`)).body.votes as any[]).length,
    ).toBe(2)
    // The same over abci_query with the gRPC paths (a cosmjs QueryClient).
    const comet = await Comet38Client.connect(h.devnet.rpcUrl)
    const rpc = createProtobufRpcClient(new QueryClient(comet))
    const grpc = new GroupQuery(rpc)
    const viaAbci = await grpc.Proposal({ proposalId: BigInt(id) })
    expect(viaAbci.proposal?.executorResult).toBe(
      ProposalExecutorResult.PROPOSAL_EXECUTOR_RESULT_SUCCESS,
    )
    expect((await grpc.VotesByProposal({ proposalId: BigInt(id) })).votes).toHaveLength(2)
    const info = await grpc.GroupPolicyInfo({ address: policy })
    expect(
      PercentageDecisionPolicy.decode(info.info?.decisionPolicy?.value ?? new Uint8Array()).windows
        ?.votingPeriod?.seconds,
    ).toBe(86400n)
    comet.disconnect()
    const members = (await h.get(`/cosmos/group/v1/group_members/${groupId}`)).body.members as any[]
    expect(members.map(m => m.member.address)).toContain(carol)
    // carol (funded here; she only has a fee grant) can now propose.
    await fund(carol, '1000000')
    const byCarol = await h.send('carol', [submitProposal(carol, policy, [], { title: 'Hello' })])
    expect(byCarol.code, byCarol.rawLog).toBe(0)
  })

  it('a failed execution is tx code 0 with executor_result FAILURE, and can be retried', async () => {
    const { policy } = await createTestDao(h, 'spenders')
    const send = MsgSend.encode({
      fromAddress: policy,
      toAddress: bob,
      amount: [{ denom: 'ulore', amount: '5000000' }],
    }).finish()
    const id = await propose(
      policy,
      [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: send }],
      'Pay bob',
    )
    await vote('alice', id, 1)
    await vote('bob', id, 1)
    const execByBob = () =>
      h.send('bob', [
        {
          type: `${G}MsgExec`,
          value: { creator: undefined, proposalId: BigInt(id), executor: bob },
        },
      ])
    const exec = await execByBob()
    expect(exec.code).toBe(0)
    expect(exec.rawLog).toContain('PROPOSAL_EXECUTOR_RESULT_FAILURE')
    expect((await proposal(id)).executor_result).toBe('PROPOSAL_EXECUTOR_RESULT_FAILURE')
    await fund(policy, '10000000')
    const retry = await execByBob()
    expect(retry.code).toBe(0)
    expect((await proposal(id)).executor_result).toBe('PROPOSAL_EXECUTOR_RESULT_SUCCESS')
  })

  it('a policy update aborts open proposals; withdraw by the proposer; status set at the end of voting', async () => {
    const { policy } = await createTestDao(h, 'rulers', '1')
    const open = await propose(policy, [], 'Left open')
    const withdrawn = await propose(policy, [], 'Withdrawn')
    expect(
      (
        await h.send('bob', [
          {
            type: `${G}MsgWithdrawProposal`,
            value: { creator: undefined, proposalId: BigInt(withdrawn), address: bob },
          },
        ])
      ).code,
    ).not.toBe(0)
    expect(
      (
        await h.send('alice', [
          {
            type: `${G}MsgWithdrawProposal`,
            value: { creator: undefined, proposalId: BigInt(withdrawn), address: alice },
          },
        ])
      ).code,
    ).toBe(0)
    expect((await proposal(withdrawn)).status).toBe('PROPOSAL_STATUS_WITHDRAWN')
    await vote('alice', open, 3)
    // Voting ends (the hour passes on the chain's clock) with one no vote: rejected by the end
    // blocker, tally kept.
    const advanced = await fetch(`${h.devnet.controlUrl}/advance`, {
      method: 'POST',
      body: JSON.stringify({ chainId: h.devnet.chainId, seconds: 3601 }),
    })
    expect(advanced.status).toBe(200)
    expect(await proposal(open)).toMatchObject({
      status: 'PROPOSAL_STATUS_REJECTED',
      final_tally_result: { no_count: '1' },
    })

    const { policy: rules } = await createTestDao(h, 'lawmakers')
    const sibling = await propose(rules, [], 'Sibling')
    const decisionPolicy = {
      typeUrl: `${G}PercentageDecisionPolicy`,
      value: PercentageDecisionPolicy.encode({
        percentage: '0.6',
        windows: {
          votingPeriod: { seconds: 3600n, nanos: 0 },
          minExecutionPeriod: { seconds: 0n, nanos: 0 },
        },
      }).finish(),
    }
    const change = await propose(
      rules,
      [
        {
          typeUrl: `${G}MsgUpdateGroupPolicyDecisionPolicy`,
          value: MsgUpdateGroupPolicyDecisionPolicy.encode({
            admin: rules,
            groupPolicyAddress: rules,
            decisionPolicy,
          }).finish(),
        },
      ],
      'New rules',
    )
    await vote('alice', change, 1)
    expect((await vote('bob', change, 1, Exec.EXEC_TRY)).code).toBe(0)
    expect((await proposal(change)).executor_result).toBe('PROPOSAL_EXECUTOR_RESULT_SUCCESS')
    expect((await proposal(sibling)).status).toBe('PROPOSAL_STATUS_ABORTED')
    const info = (await h.get(`/cosmos/group/v1/group_policy_info/${rules}`)).body.info as any
    expect(info.decision_policy).toMatchObject({
      percentage: '0.600000000000000000',
      windows: { voting_period: '3600s' },
    })
  })
})
