import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenLocally } from '../../testing/listen.ts'
import { listBounties } from './bounties/queries.ts'
import { listAllBranches } from './repositories/refs.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const ZERO = '-62135596800'
const ref = { sha: 'ab', allowForcePush: false, createdAt: '1717000000' }

const routes: Record<string, unknown> = {
  '/gitopia/gitopia/gitopia/bounty': {
    Bounty: [
      {
        id: '4',
        amount: [{ denom: 'ulore', amount: '5000000' }],
        state: 'BOUNTY_STATE_SRCDEBITTED',
        repositoryId: '7',
        parentIid: '3',
        parent: 'BOUNTY_PARENT_ISSUE',
        expireAt: '1717600000',
        rewardedTo: '',
        createdAt: '1717000000',
        updatedAt: '1717000000',
        creator: alice,
      },
    ],
    pagination: { next_key: null, total: '1' },
  },
  '/gitopia/gitopia/gitopia/branch': {
    Branch: [
      { ...ref, id: '1', repositoryId: '7', name: 'feature/a', updatedAt: '1717000500' },
      { ...ref, id: '2', repositoryId: '9', name: 'main', updatedAt: ZERO },
    ],
    pagination: { next_key: 'AAI=', total: '0' },
  },
}

let server: Server
let api = ''
const requests: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.push(`${url.pathname}${url.search}`)
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(routes[url.pathname] ?? {}))
  })
  api = await listenLocally(server)
})

afterAll(() => {
  server.close()
})

describe('chain-wide lists', () => {
  it('maps every bounty with its coins, issue and expiry', async () => {
    const page = await listBounties(api, { page: { reverse: true, limit: 5 } })
    expect(requests.at(-1)).toBe(
      '/gitopia/gitopia/gitopia/bounty?pagination.limit=5&pagination.reverse=true',
    )
    expect(page.items).toMatchObject([
      {
        id: '4',
        amount: [{ denom: 'ulore', amount: 5_000_000n }],
        repositoryId: '7',
        parentIid: 3,
      },
    ])
    expect(page.items[0]?.expireAt?.getTime()).toBe(1_717_600_000_000)
  })

  it("maps every repository's branches with their last push, none for the Go zero time", async () => {
    const page = await listAllBranches(api)
    expect(page.items.map(branch => [branch.repositoryId, branch.name])).toEqual([
      ['7', 'feature/a'],
      ['9', 'main'],
    ])
    expect(page.items[0]?.updatedAt?.getTime()).toBe(1_717_000_500_000)
    expect(page.items[1]?.updatedAt).toBeNull()
    expect(page.nextKey).toBe('AAI=')
  })
})
