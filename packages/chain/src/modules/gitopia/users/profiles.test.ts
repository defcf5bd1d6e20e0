import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAllBalances } from '../../bank/queries.ts'
import { getProposalTally, listGroupPolicies, listPolicyProposals } from '../../group/queries.ts'
import { listAllIssues } from '../issues/queries.ts'
import { getOwnerAt, locateOwner, resolveOwner } from './profiles.ts'
import { listenLocally } from '../../../testing/listen.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const daoAddress = 'gitopia1qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qurswpc8qursqlrcle'
const policy = 'gitopia1pyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysjzgfpyysadwdnp'

const user = {
  creator: alice,
  id: '0',
  name: 'Alice <b>',
  username: 'alice',
  usernameGithub: '',
  avatarUrl: 'javascript:alert(1)',
  followers: [],
  following: [],
  starred_repos: [],
  subscriptions: '',
  bio: 'hi',
  createdAt: '1717000000',
  updatedAt: '1717000000',
  verified: false,
  pinned_repos: [],
}
const dao = {
  creator: alice,
  id: '0',
  address: daoAddress,
  name: 'Acme',
  avatarUrl: '',
  location: '',
  website: '',
  verified: false,
  description: '',
  createdAt: '1717000000',
  updatedAt: '1717000000',
  pinned_repos: [],
  group_id: '1',
}
const proposal = {
  id: '3',
  group_policy_address: policy,
  metadata: '',
  proposers: [alice],
  submit_time: '2026-01-01T00:00:00Z',
  group_version: '1',
  group_policy_version: '1',
  status: 'PROPOSAL_STATUS_SUBMITTED',
  final_tally_result: {
    yes_count: '0',
    abstain_count: '0',
    no_count: '0',
    no_with_veto_count: '0',
  },
  voting_period_end: '2026-01-02T00:00:00Z',
  executor_result: 'PROPOSAL_EXECUTOR_RESULT_NOT_RUN',
  messages: [{ '@type': '/cosmos.group.v1.MsgUpdateGroupMembers', group_id: '1' }],
  title: 'Add bob',
  summary: '',
}

const routes: Record<string, unknown> = {
  '/gitopia/gitopia/gitopia/whois/alice': {
    Whois: { creator: alice, id: '0', name: 'alice', address: alice, ownerType: 'USER' },
  },
  '/gitopia/gitopia/gitopia/whois/acme': {
    Whois: { creator: alice, id: '1', name: 'acme', address: daoAddress, ownerType: 'DAO' },
  },
  [`/gitopia/gitopia/gitopia/user/${alice}`]: { User: user },
  [`/gitopia/gitopia/gitopia/dao/${daoAddress}`]: { dao },
  '/gitopia/gitopia/gitopia/issue': { Issue: [], pagination: { next_key: null, total: '0' } },
  '/cosmos/group/v1/group_policies_by_group/1': {
    group_policies: [
      {
        address: policy,
        group_id: '1',
        admin: policy,
        metadata: '',
        version: '1',
        decision_policy: {
          '@type': '/cosmos.group.v1.PercentageDecisionPolicy',
          percentage: '0.500000000000000000',
          windows: { voting_period: '86400s', min_execution_period: '0s' },
        },
        created_at: '2026-01-01T00:00:00Z',
      },
    ],
    pagination: { next_key: null, total: '1' },
  },
  [`/cosmos/group/v1/proposals_by_group_policy/${policy}`]: {
    proposals: [proposal],
    pagination: { next_key: null, total: '1' },
  },
  '/cosmos/group/v1/proposals/3/tally': {
    tally: { yes_count: '2', abstain_count: '0', no_count: '1', no_with_veto_count: '0' },
  },
  [`/cosmos/bank/v1beta1/balances/${daoAddress}`]: {
    balances: [
      { denom: 'ulore', amount: '5000000' },
      { denom: 'uosmo', amount: '7' },
    ],
    pagination: { next_key: null, total: '2' },
  },
}

const requests: string[] = []
let server: Server
let api = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.push(`${url.pathname}${url.search}`)
    const body = routes[url.pathname]
    response.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' })
    response.end(
      JSON.stringify(body ?? { code: 5, message: 'username or address not exists', details: [] }),
    )
  })
  api = await listenLocally(server)
})

afterAll(() => {
  server.close()
})

describe('resolveOwner', () => {
  it('resolves a username through whois (lower-cased) to the user record', async () => {
    requests.length = 0
    const owner = await resolveOwner(api, 'Alice')
    expect(owner).toMatchObject({
      type: 'USER',
      user: { address: alice, username: 'alice', name: 'Alice <b>' },
    })
    expect(requests).toEqual([
      '/gitopia/gitopia/gitopia/whois/alice',
      `/gitopia/gitopia/gitopia/user/${alice}`,
    ])
  })

  it('resolves a DAO name to the DAO record', async () => {
    const owner = await resolveOwner(api, 'ACME')
    expect(owner).toMatchObject({ type: 'DAO', dao: { address: daoAddress, name: 'Acme' } })
  })

  it('goes straight to the record for an address, user or DAO by its length', async () => {
    requests.length = 0
    expect(await resolveOwner(api, alice)).toMatchObject({ type: 'USER' })
    expect(await resolveOwner(api, daoAddress)).toMatchObject({ type: 'DAO' })
    expect(requests).toEqual([
      `/gitopia/gitopia/gitopia/user/${alice}`,
      `/gitopia/gitopia/gitopia/dao/${daoAddress}`,
    ])
  })

  it('answers null for an unknown name, and throws when the node is unreachable', async () => {
    expect(await resolveOwner(api, 'nobody')).toBeNull()
    await expect(resolveOwner('http://127.0.0.1:9', 'alice')).rejects.toThrow(
      'could not be reached',
    )
  })
})

describe('locateOwner and getOwnerAt (the two steps, for reads keyed by address)', () => {
  it('locates a name with one whois read and an address with none', async () => {
    requests.length = 0
    expect(await locateOwner(api, 'ACME')).toEqual({ address: daoAddress, type: 'DAO' })
    expect(await locateOwner(api, alice)).toEqual({ address: alice, type: 'USER' })
    expect(await locateOwner(api, 'nobody')).toBeNull()
    expect(requests).toEqual([
      '/gitopia/gitopia/gitopia/whois/acme',
      '/gitopia/gitopia/gitopia/whois/nobody',
    ])
  })

  it('reads the record at a location; null when the chain has none there', async () => {
    expect(await getOwnerAt(api, { address: daoAddress, type: 'DAO' })).toMatchObject({
      type: 'DAO',
      dao: { name: 'Acme' },
    })
    expect(await getOwnerAt(api, { address: daoAddress, type: 'USER' })).toBeNull()
  })
})

describe('global lists', () => {
  it('asks for the newest first with reverse paging', async () => {
    await listAllIssues(api, { page: { limit: 50, reverse: true } })
    expect(requests.at(-1)).toBe(
      '/gitopia/gitopia/gitopia/issue?pagination.limit=50&pagination.reverse=true',
    )
  })
})

describe('group reads', () => {
  it('maps a percentage policy with its voting period', async () => {
    const page = await listGroupPolicies(api, '1')
    expect(page.items).toEqual([
      {
        address: policy,
        groupId: '1',
        percentage: '0.500000000000000000',
        votingPeriodSeconds: 86400,
      },
    ])
  })

  it('maps proposals with status, times and message types, and the running tally', async () => {
    const page = await listPolicyProposals(api, policy, { page: { reverse: true, limit: 10 } })
    expect(page.items[0]).toMatchObject({
      id: '3',
      title: 'Add bob',
      status: 'SUBMITTED',
      executorResult: 'NOT_RUN',
      messageTypes: ['/cosmos.group.v1.MsgUpdateGroupMembers'],
    })
    expect(page.items[0]?.votingEndsAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z')
    expect(await getProposalTally(api, '3')).toEqual({
      yes: '2',
      no: '1',
      abstain: '0',
      noWithVeto: '0',
    })
  })

  it('reads every balance of the treasury', async () => {
    expect(await getAllBalances(api, daoAddress)).toEqual([
      { denom: 'ulore', amount: 5_000_000n },
      { denom: 'uosmo', amount: 7n },
    ])
  })
})
