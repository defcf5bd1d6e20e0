import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_ISSUES, DEMO_PULLS } from '../../seed/demo-world.ts'
import { type Devnet } from '../../node.ts'
import { startTestDevnet, type TestDevnet } from '../../testing/harness.ts'

// The events the web client's inbox searches for (docs/client-rules.md#inbox), with the
// attributes the chain's x/gitopia handlers emit (release-v6 keeper/msg_server_*.go).

let devnet: Devnet
let testnet: TestDevnet

beforeAll(async () => {
  testnet = await startTestDevnet({ providerPorts: [0], seed: 'demo' })
  devnet = testnet.devnet
}, 60_000)

afterAll(() => testnet.close())

interface Attribute {
  key: string
  value: string
}
interface TxResponse {
  height: string
  events: { type: string; attributes: Attribute[] }[]
}

async function search(conditions: string[]): Promise<TxResponse[]> {
  const query = conditions.map(c => `events=${encodeURIComponent(c)}`).join('&')
  const response = await fetch(`${devnet.restUrl}/cosmos/tx/v1beta1/txs?${query}&limit=100`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { tx_responses: TxResponse[] }).tx_responses
}

/** The x/gitopia `message` events of txs, as attribute maps. */
function gitopiaEvents(txs: TxResponse[], action: string): Map<string, string>[] {
  return txs.flatMap(tx =>
    tx.events
      .filter(e => e.type === 'message')
      .map(e => new Map(e.attributes.map(a => [a.key, a.value])))
      .filter(a => a.get('module') === 'gitopia' && a.get('action') === action),
  )
}

const { alice, bob } = DEMO_ACCOUNTS

describe('the events an inbox reads are indexed', () => {
  it('x/gitopia txs by module within a height range, comments with their body and thread', async () => {
    const all = await search(["message.module='gitopia'"])
    const heights = all.map(tx => Number(tx.height))
    const low = Math.min(...heights)
    const high = Math.max(...heights)
    expect(high).toBeGreaterThan(low)
    const ranged = await search([
      "message.module='gitopia'",
      `tx.height>=${low + 1}`,
      `tx.height<=${high - 1}`,
    ])
    expect(ranged.length).toBeGreaterThan(0)
    expect(ranged.every(tx => Number(tx.height) > low && Number(tx.height) < high)).toBe(true)

    const comments = gitopiaEvents(all, 'CreateComment')
    const bobs = comments.find(c => c.get('Creator') === bob.address)
    expect(Object.fromEntries(bobs ?? [])).toMatchObject({
      CommentBody: 'I can take this one. Should the name be trimmed?',
      CommentParent: 'COMMENT_PARENT_ISSUE',
      CommentParentIid: String(DEMO_ISSUES.greeting.iid),
      CommentType: 'COMMENT_TYPE_REPLY',
    })
    expect(bobs?.get('CommentIid')).toMatch(/^\d+$/)
    expect(bobs?.get('RepositoryId')).toMatch(/^\d+$/)
  })

  it('assignees, review requests and pull request descriptions as the chain prints them', async () => {
    const txs = await search(["message.module='gitopia'"])
    const created = gitopiaEvents(txs, 'CreateIssue').find(
      e => e.get('IssueIid') === String(DEMO_ISSUES.greeting.iid),
    )
    expect(JSON.parse(created?.get('Assignees') ?? 'null')).toEqual([bob.address])
    expect(created?.get('IssueDescription')).toContain('only **Ada** is printed')
    const assigned = gitopiaEvents(txs, 'AddIssueAssignees')
    expect(assigned.map(e => JSON.parse(e.get('Assignees') ?? 'null') as unknown)).toContainEqual([
      alice.address,
    ])
    const pull = gitopiaEvents(txs, 'CreatePullRequest').find(
      e => e.get('PullRequestIid') === String(DEMO_PULLS.greeting.iid),
    )
    expect(pull?.get('PullRequestDescription')).toContain('Closes #1')
    expect(pull?.get('Creator')).toBe(bob.address)
    const bounty = gitopiaEvents(txs, 'CreateBounty')
    for (const event of bounty) expect(event.get('BountyParent')).toBe('BOUNTY_PARENT_ISSUE')
  })

  it('DAO proposals by the Msg action, with the typed event naming the proposal', async () => {
    const txs = await search(["message.action='/cosmos.group.v1.MsgSubmitProposal'"])
    const ids = txs.flatMap(tx =>
      tx.events
        .filter(e => e.type === 'cosmos.group.v1.EventSubmitProposal')
        .map(e => e.attributes.find(a => a.key === 'proposal_id')?.value),
    )
    expect(ids).toEqual(['"1"', '"2"'])
  })

  it('tx_search over RPC answers the same queries', async () => {
    const query = `message.action='CreateComment' AND message.Creator='${bob.address}'`
    const response = await fetch(
      `${devnet.rpcUrl}/tx_search?query=${encodeURIComponent(`"${query}"`)}&per_page=100`,
    )
    const body = (await response.json()) as { result: { total_count: string } }
    expect(Number(body.result.total_count)).toBeGreaterThanOrEqual(1)
  })
})
