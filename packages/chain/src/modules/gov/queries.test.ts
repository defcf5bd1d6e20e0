import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listGovDeposits, listGovVotes } from './queries.ts'
import { listenLocally } from '../../testing/listen.ts'

const alice = 'gitopia1rkyl3t2chwshfd5vxygtw68ys800xprcnzfd98'
const bob = 'gitopia1x'
const PROPOSAL = '/cosmos/gov/v1beta1/proposals/5'

const coin = (amount: string, denom = 'ulore') => ({ denom, amount })
/** A list route's body: `items` under `field`, with the node's pagination. */
const listBody = (field: string, items: unknown[], nextKey: string | null, total: string) => ({
  [field]: items,
  pagination: { next_key: nextKey, total },
})

const deposit = {
  proposal_id: '5',
  depositor: alice,
  amount: [coin('4000000'), coin('9', 'ibc/ATOM'), coin('1')],
}
const vote = {
  proposal_id: '5',
  voter: bob,
  options: [
    { option: 'VOTE_OPTION_YES', weight: '0.700000000000000000' },
    { option: 'VOTE_OPTION_NO', weight: '0.300000000000000000' },
  ],
}
const routes: Record<string, unknown> = {
  [`${PROPOSAL}/deposits`]: listBody('deposits', [deposit], 'Ym9i', '2'),
  [`${PROPOSAL}/votes`]: listBody('votes', [vote], null, '1'),
}

let server: Server
let api: string
const asked: string[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    asked.push(url.pathname + url.search)
    const body = routes[url.pathname]
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body ?? { code: 5, message: 'not found' }))
  })
  api = await listenLocally(server)
})
afterAll(() => server.close())

describe('a proposal’s deposits and votes', () => {
  it('reads a page of deposits as each depositor’s LORE, asking for the page it is given', async () => {
    const page = await listGovDeposits(api, '5', { page: { limit: 1 } })
    expect(page).toEqual({
      items: [{ depositor: alice, amount: 4_000_001n }],
      nextKey: 'Ym9i',
      total: 2,
    })
    expect(asked.at(-1)).toBe(`${PROPOSAL}/deposits?pagination.limit=1`)
  })

  it('reads a page of votes with their weighted options', async () => {
    const page = await listGovVotes(api, '5')
    expect(page).toEqual({
      items: [
        {
          voter: bob,
          options: [
            { option: 'YES', weight: '0.700000000000000000' },
            { option: 'NO', weight: '0.300000000000000000' },
          ],
        },
      ],
      nextKey: null,
      total: 1,
    })
    expect(asked.at(-1)).toBe(`${PROPOSAL}/votes`)
  })
})
