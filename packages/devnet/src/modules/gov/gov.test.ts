/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-argument -- REST JSON is checked by the assertions */
import { QueryClient, setupGovExtension, setupStakingExtension } from '@cosmjs/stargate'
import { Comet38Client } from '@cosmjs/tendermint-rpc'
import { govWeightedVoteMsg } from '@gitopia-client/chain/gov'
import { CommunityPoolSpendProposal } from 'cosmjs-types/cosmos/distribution/v1beta1/distribution'
import { MsgCommunityPoolSpend } from 'cosmjs-types/cosmos/distribution/v1beta1/tx'
import { ProposalStatus, TextProposal } from 'cosmjs-types/cosmos/gov/v1beta1/gov'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../../seed/demo-world.ts'
import { startHarness, type Harness } from '../../testing/harness.ts'
import { GOV_ACCOUNT } from './keeper.ts'

const alice = TEST_ACCOUNTS.alice.address
const bob = TEST_ACCOUNTS.bob.address
let h: Harness

beforeAll(async () => {
  h = await startHarness({ govVotingPeriodSeconds: 2 })
})
afterAll(() => h.close())

const text = (title: string, description = `# ${title}\n\nWhy.`) => ({
  typeUrl: '/cosmos.gov.v1beta1.TextProposal',
  value: TextProposal.encode({ title, description }).finish(),
})
const lore = (n: number) => [{ denom: 'ulore', amount: String(n * 1_000_000) }]

async function submit(title: string, deposit: number): Promise<string> {
  const result = await h.send('alice', [
    {
      type: '/cosmos.gov.v1beta1.MsgSubmitProposal',
      value: { content: text(title), initialDeposit: lore(deposit), proposer: alice },
    },
  ])
  expect(result.code, result.rawLog).toBe(0)
  const event = result.events.find(e => e.type === 'submit_proposal')
  return String(event?.attributes.find(a => a.key === 'proposal_id')?.value)
}

const vote = (name: 'alice' | 'bob', id: string, option: number) =>
  h.send(name, [
    {
      type: '/cosmos.gov.v1beta1.MsgVote',
      value: { proposalId: BigInt(id), voter: TEST_ACCOUNTS[name].address, option },
    },
  ])

async function waitForStatus(id: string, status: string): Promise<any> {
  for (let i = 0; i < 100; i++) {
    const { body } = await h.get(`/cosmos/gov/v1/proposals/${id}`)
    if ((body.proposal as any)?.status === status) return body.proposal
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`proposal ${id} never reached ${status}`)
}

describe('staking and x/gov on the devnet', () => {
  it('serves three bonded validators, delegations and the bonded pool', async () => {
    const validators = (await h.get('/cosmos/staking/v1beta1/validators?status=BOND_STATUS_BONDED'))
      .body.validators as any[]
    expect(validators.map(v => v.description.moniker).sort()).toEqual([
      'Commit Valley',
      'Lore Keepers',
      'Merkle Mountain',
    ])
    expect(validators[0].status).toBe('BOND_STATUS_BONDED')
    expect(validators[0].operator_address).toMatch(/^gitopiavaloper1/)
    const pool = (await h.get('/cosmos/staking/v1beta1/pool')).body.pool as any
    expect(pool.bonded_tokens).toBe('800000000')
    const delegations = (await h.get(`/cosmos/staking/v1beta1/delegations/${alice}`)).body as any
    expect(delegations.delegation_responses[0].balance).toEqual({
      denom: 'ulore',
      amount: '200000000',
    })
  })

  it('partial deposit waits, the rest opens voting, yes votes pass with the tally', async () => {
    const id = await submit('Signal: more docs', 4)
    const before = (await h.get(`/cosmos/gov/v1beta1/proposals/${id}`)).body.proposal as any
    expect(before.status).toBe('PROPOSAL_STATUS_DEPOSIT_PERIOD')
    expect(before.content).toMatchObject({
      '@type': '/cosmos.gov.v1beta1.TextProposal',
      title: 'Signal: more docs',
    })
    expect(before.voting_start_time).toBe('0001-01-01T00:00:00Z')
    const early = await vote('bob', id, 1)
    expect(early.code).toBe(3)
    expect(early.rawLog).toContain('inactive proposal')
    const deposited = await h.send('bob', [
      {
        type: '/cosmos.gov.v1beta1.MsgDeposit',
        value: { proposalId: BigInt(id), depositor: bob, amount: lore(6) },
      },
    ])
    expect(deposited.code, deposited.rawLog).toBe(0)
    const open = (await h.get(`/cosmos/gov/v1/proposals/${id}`)).body.proposal as any
    expect(open.status).toBe('PROPOSAL_STATUS_VOTING_PERIOD')
    expect(open.total_deposit).toEqual(lore(10))
    const deposit = (await h.get(`/cosmos/gov/v1/proposals/${id}/deposits/${bob}`)).body as any
    expect(deposit.deposit).toEqual({ proposal_id: id, depositor: bob, amount: lore(6) })
    const byBob = (await h.get(`/cosmos/gov/v1/proposals?depositor=${bob}`)).body as any
    expect(byBob.proposals).toEqual([expect.objectContaining({ id })])
    const aliceVote = await vote('alice', id, 1)
    expect(aliceVote.code, aliceVote.rawLog).toBe(0)
    expect((await vote('bob', id, 1)).code).toBe(0)
    const live = (await h.get(`/cosmos/gov/v1beta1/proposals/${id}/tally`)).body.tally as any
    expect(live.yes).toBe('400000000')
    // cosmjs's gov extension reads the same over abci_query.
    const comet = await Comet38Client.connect(h.devnet.rpcUrl)
    const query = QueryClient.withExtensions(comet, setupGovExtension, setupStakingExtension)
    expect((await query.gov.votes(id)).votes).toHaveLength(2)
    expect((await query.gov.vote(id, bob)).vote.voter).toBe(bob)
    expect((await query.gov.deposit(id, bob)).deposit.amount).toEqual(lore(6))
    expect((await query.gov.deposits(id)).deposits.map(d => d.depositor)).toEqual([alice, bob])
    const voting = await query.gov.proposals(ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD, '', bob)
    expect(voting.proposals.map(p => p.proposalId)).toContain(BigInt(id))
    await expect(query.gov.vote(id, GOV_ACCOUNT)).rejects.toThrow(
      `voter: ${GOV_ACCOUNT} not found for proposal: ${id}`,
    )
    await expect(query.gov.deposit(id, GOV_ACCOUNT)).rejects.toThrow(
      `depositer: ${GOV_ACCOUNT} not found for proposal: ${id}`,
    )
    expect((await query.gov.params('tallying')).tallyParams.quorum).toBeTruthy()
    expect((await query.staking.validators('BOND_STATUS_BONDED')).validators).toHaveLength(3)
    expect((await query.staking.pool()).pool.bondedTokens).toBe('800000000')
    const [own] = (await query.staking.delegatorDelegations(alice)).delegationResponses
    expect(own?.balance).toEqual({ denom: 'ulore', amount: '200000000' })
    const { delegationResponses: toValidator } = await query.staking.validatorDelegations(
      own?.delegation?.validatorAddress ?? '',
    )
    expect(toValidator.map(d => d.delegation?.delegatorAddress)).toContain(alice)
    comet.disconnect()
    const bobBefore = (await h.get(`/cosmos/bank/v1beta1/balances/${bob}/by_denom?denom=ulore`))
      .body as any
    const passed = await waitForStatus(id, 'PROPOSAL_STATUS_PASSED')
    expect(passed.final_tally_result).toEqual({
      yes_count: '400000000',
      abstain_count: '0',
      no_count: '0',
      no_with_veto_count: '0',
    })
    const bobAfter = (await h.get(`/cosmos/bank/v1beta1/balances/${bob}/by_denom?denom=ulore`))
      .body as any
    expect(BigInt(bobAfter.balance.amount) - BigInt(bobBefore.balance.amount)).toBe(6_000_000n)
  })

  it('a vetoed proposal is rejected and its deposit burned', async () => {
    // x/mint adds to the supply every block, so the burn shows as the deposit never coming back.
    const balance = async () =>
      BigInt(
        ((await h.get(`/cosmos/bank/v1beta1/balances/${alice}/by_denom?denom=ulore`)).body as any)
          .balance.amount,
      )
    const id = await submit('Bad idea', 10)
    const before = await balance()
    const veto = await vote('alice', id, 4)
    expect(veto.code).toBe(0)
    expect((await vote('bob', id, 1)).code).toBe(0)
    const rejected = await waitForStatus(id, 'PROPOSAL_STATUS_REJECTED')
    expect(rejected.final_tally_result.no_with_veto_count).toBe('200000000')
    expect(await balance()).toBe(before - 4000n)
    const params = (await h.get('/cosmos/gov/v1/params/tallying')).body as any
    expect(params.params.burn_vote_veto).toBe(true)
    expect(params.tally_params.veto_threshold).toBe('0.334000000000000000')
  })

  it('records a weighted vote as the app builds it (v1beta1 weights as Dec atomics)', async () => {
    const id = await submit('Split me', 10)
    const msg = govWeightedVoteMsg(bob, id, [
      { option: 'YES', weight: '0.7' },
      { option: 'NO', weight: '0.3' },
    ])
    const voted = await h.send('bob', [
      { type: msg.typeUrl, value: msg.value as Record<string, unknown> },
    ])
    expect(voted.code, voted.rawLog).toBe(0)
    const vote = (await h.get(`/cosmos/gov/v1/proposals/${id}/votes/${bob}`)).body.vote as any
    expect(vote.options).toEqual([
      { option: 'VOTE_OPTION_YES', weight: '0.700000000000000000' },
      { option: 'VOTE_OPTION_NO', weight: '0.300000000000000000' },
    ])
    const tally = (await h.get(`/cosmos/gov/v1beta1/proposals/${id}/tally`)).body.tally as any
    expect(tally).toMatchObject({ yes: '140000000', no: '60000000' })
  })

  it('a community-pool spend (gov v1 carrying MsgCommunityPoolSpend) pays the recipient from the pool when it passes', async () => {
    const dev = TEST_ACCOUNTS.dev.address
    const spend = {
      typeUrl: '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
      value: MsgCommunityPoolSpend.encode({
        authority: GOV_ACCOUNT,
        recipient: dev,
        amount: lore(25),
      }).finish(),
    }
    const result = await h.send('alice', [
      {
        type: '/cosmos.gov.v1.MsgSubmitProposal',
        value: {
          messages: [spend],
          initialDeposit: lore(10),
          proposer: alice,
          title: 'Fund docs',
          summary: 'Pay dev',
          metadata: '',
        },
      },
    ])
    expect(result.code, result.rawLog).toBe(0)
    const id = String(
      result.events
        .find(e => e.type === 'submit_proposal')
        ?.attributes.find(a => a.key === 'proposal_id')?.value,
    )
    const v1 = (await h.get(`/cosmos/gov/v1/proposals/${id}`)).body.proposal as any
    expect(v1).toMatchObject({ title: 'Fund docs', summary: 'Pay dev' })
    expect(v1.messages).toEqual([
      {
        '@type': '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
        authority: GOV_ACCOUNT,
        recipient: dev,
        amount: lore(25),
      },
    ])
    const shown = (await h.get(`/cosmos/gov/v1beta1/proposals/${id}`)).body.proposal as any
    expect(shown.content).toMatchObject({ recipient: dev, amount: lore(25) })
    const before = (await h.get(`/cosmos/bank/v1beta1/balances/${dev}/by_denom?denom=ulore`))
      .body as any
    await vote('alice', id, 1)
    await vote('bob', id, 1)
    await waitForStatus(id, 'PROPOSAL_STATUS_PASSED')
    const after = (await h.get(`/cosmos/bank/v1beta1/balances/${dev}/by_denom?denom=ulore`))
      .body as any
    expect(BigInt(after.balance.amount) - BigInt(before.balance.amount)).toBe(25_000_000n)
    // The pool also grows every block by the community tax; distribution's tests check its sums.
  })

  it('refuses a v1beta1 community-pool spend content as the chain does (no distribution route)', async () => {
    const content = {
      typeUrl: '/cosmos.distribution.v1beta1.CommunityPoolSpendProposal',
      value: CommunityPoolSpendProposal.encode({
        title: 'Fund docs',
        description: 'Pay dev',
        recipient: TEST_ACCOUNTS.dev.address,
        amount: lore(25),
      }).finish(),
    }
    const refused = await h.send('alice', [
      {
        type: '/cosmos.gov.v1beta1.MsgSubmitProposal',
        value: { content, initialDeposit: lore(10), proposer: alice },
      },
    ])
    expect(refused.code).toBe(9)
    expect(refused.rawLog).toBe(
      'failed to execute message; message index: 0: distribution: no handler exists for proposal type',
    )
  })

  it('refuses a v1 spend whose authority is not the gov account', async () => {
    const refused = await h.send('alice', [
      {
        type: '/cosmos.gov.v1.MsgSubmitProposal',
        value: {
          messages: [
            {
              typeUrl: '/cosmos.distribution.v1beta1.MsgCommunityPoolSpend',
              value: MsgCommunityPoolSpend.encode({
                authority: alice,
                recipient: alice,
                amount: lore(1),
              }).finish(),
            },
          ],
          initialDeposit: lore(10),
          proposer: alice,
          title: 'Pay me',
          summary: 'Please',
          metadata: '',
        },
      },
    ])
    expect(refused.rawLog).toBe(
      `failed to execute message; message index: 0: ${alice}: expected gov account as only signer for proposal message`,
    )
  })

  it.each([
    ['a blank title', '', 'Why', 'proposal title cannot be blank'],
    [
      'a title over 140 characters',
      'T'.repeat(141),
      'Why',
      'title is longer than max length of 140',
    ],
    ['a blank description', 'Docs', ' ', 'proposal description cannot be blank'],
    [
      'a description over 10000 characters',
      'Docs',
      'd'.repeat(10_001),
      'proposal description is longer than max length of 10000',
    ],
  ])('refuses a text proposal with %s', async (_, title, description, log) => {
    const refused = await h
      .send('alice', [
        {
          type: '/cosmos.gov.v1beta1.MsgSubmitProposal',
          value: { content: text(title, description), initialDeposit: lore(1), proposer: alice },
        },
      ])
      .catch((error: Error) => error)
    expect(String(refused instanceof Error ? refused.message : refused.rawLog)).toContain(
      `${log}: invalid proposal content`,
    )
  })

  it('answers an unknown proposal with 404 and an unknown params type with 400', async () => {
    expect((await h.get('/cosmos/gov/v1beta1/proposals/999')).status).toBe(404)
    expect((await h.get('/cosmos/gov/v1beta1/params/nope')).status).toBe(400)
  })
})
