/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument -- REST JSON is checked by the assertions */
import { TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../seed/demo-world.ts'
import { startHarness, type Harness } from '../testing/harness.ts'

const alice = TEST_ACCOUNTS.alice.address
let h: Harness

// An hour-long voting period: only the clock control can end it within the test.
beforeAll(async () => {
  h = await startHarness({ govVotingPeriodSeconds: 3600 })
})
afterAll(() => h.close())

const advance = (body: Record<string, unknown>) =>
  fetch(`${h.devnet.controlUrl}/advance`, { method: 'POST', body: JSON.stringify(body) })

describe('the chain clock control', () => {
  it('moves block time ahead, so a voting period ends at once', async () => {
    const result = await h.send('alice', [
      {
        type: '/cosmos.gov.v1beta1.MsgSubmitProposal',
        value: {
          content: {
            typeUrl: '/cosmos.gov.v1beta1.TextProposal',
            value: TextProposal.encode({ title: 'Clock', description: 'Tick.' }).finish(),
          },
          initialDeposit: [{ denom: 'ulore', amount: '10000000' }],
          proposer: alice,
        },
      },
      { type: '/cosmos.gov.v1beta1.MsgVote', value: { proposalId: 1n, voter: alice, option: 1 } },
    ])
    expect(result.code, result.rawLog).toBe(0)
    // alice's and bob's stakes together pass the quorum.
    const bobVotes = await h.send('bob', [
      {
        type: '/cosmos.gov.v1beta1.MsgVote',
        value: { proposalId: 1n, voter: TEST_ACCOUNTS.bob.address, option: 1 },
      },
    ])
    expect(bobVotes.code, bobVotes.rawLog).toBe(0)
    const status = async () =>
      ((await h.get('/cosmos/gov/v1/proposals/1')).body.proposal as any).status as string
    expect(await status()).toBe('PROPOSAL_STATUS_VOTING_PERIOD')

    const before = Date.now()
    const answer = await advance({ chainId: h.devnet.chainId, seconds: 3601 })
    expect(answer.status).toBe(200)
    const moved = (await answer.json()) as { time: string }
    expect(new Date(moved.time).getTime() - before).toBeGreaterThanOrEqual(3601_000)
    expect(await status()).toBe('PROPOSAL_STATUS_PASSED')

    // Later blocks keep the new time: the chain never goes back to the wall clock.
    await h.send('alice', [
      {
        type: '/cosmos.bank.v1beta1.MsgSend',
        value: {
          fromAddress: alice,
          toAddress: TEST_ACCOUNTS.bob.address,
          amount: [{ denom: 'ulore', amount: '1' }],
        },
      },
    ])
    const latest = (await h.get('/cosmos/base/tendermint/v1beta1/blocks/latest')).body as any
    expect(new Date(latest.block.header.time).getTime()).toBeGreaterThan(
      new Date(moved.time).getTime(),
    )
  })

  it('refuses a malformed request with the accepted shape', async () => {
    const answer = await advance({ chainId: h.devnet.chainId, seconds: -5 })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { message: string }).message).toContain(
      '"seconds"?: 0..31622400',
    )
  })
})
