import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../testing/json-response.ts'
import { HEDGE_MIN_MS } from './hedge.ts'
import { NodePool } from './pool.ts'
import { memoryNodeStore, type NodeStore } from './saved.ts'

// How long a read waits when the node in use fails mid-session, on a fake clock: what the failover
// journey (e2e/tests/nodes.spec.ts) relies on without timing it.

const CHAIN = 'test-chain-1'
const NODES = ['http://a.test', 'http://b.test', 'http://c.test']
const [A, B] = NODES as [string, string, string]

/** Nodes that answer a read with their own address, but for `down` (refuses) and `silent`. */
function fakeNodes(faults: { down?: string; silent?: string } = {}) {
  const sent: string[] = []
  const send = (url: string, init?: RequestInit) => {
    sent.push(url)
    const { origin } = new URL(url)
    // A refused connection: fetch rejects at once with a TypeError.
    if (origin === faults.down) return Promise.reject(new TypeError('fetch failed'))
    if (origin === faults.silent)
      return new Promise<Response>((_, fail) =>
        init?.signal?.addEventListener('abort', () => fail(new Error('aborted'))),
      )
    return Promise.resolve(jsonResponse({ from: origin }))
  }
  return { sent, send }
}

/** A pool on a choice of node A proved a minute ago: it is used at once, without any probe. */
function poolOnA(send: (url: string, init?: RequestInit) => Promise<Response>): {
  pool: NodePool
  store: NodeStore
} {
  const store = memoryNodeStore()
  store.saveChoice({
    name: 'A',
    apiEndpoint: A,
    rpcEndpoint: `${A}:26657`,
    manual: false,
    chainId: CHAIN,
    checkedAt: Date.now() - 60_000,
  })
  store.saveWorking(NODES)
  const pool = new NodePool({
    chainId: CHAIN,
    providers: NODES.map((url, i) => ({
      name: 'ABC'[i] ?? '',
      apiEndpoint: url,
      rpcEndpoint: `${url}:26657`,
    })),
    store,
    send,
  })
  pools.push(pool)
  return { pool, store }
}

const pools: NodePool[] = []
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  for (const pool of pools.splice(0)) pool.close()
})

/** Starts a read and says, after `ms` of the fake clock, which node answered it (or null). */
async function readAfter(pool: NodePool, ms: number) {
  let from: string | null = null
  const read = pool
    .request('rest', '/x', {}, true)
    .then(response => response.json() as Promise<{ from: string }>)
    .then(body => (from = body.from))
  await vi.advanceTimersByTimeAsync(ms)
  return { answeredBy: () => from, read }
}

describe('the node in use fails mid-session', () => {
  it('refuses connections: the read is answered by the next node at once, which is used from then on', async () => {
    const nodes = fakeNodes({ down: A })
    const { pool, store } = poolOnA(nodes.send)
    await pool.ready()
    const { answeredBy } = await readAfter(pool, 0)
    // No time passed on the clock: the failure starts the next node, no timer does.
    expect(answeredBy()).toBe(B)
    expect(nodes.sent).toEqual([`${A}/x`, `${B}/x`])
    expect(pool.snapshot().rest).toBe(B)
    expect(store.loadChoice()?.apiEndpoint).toBe(B)
    expect(store.loadWorking()).not.toContain(A)

    // The next page's reads go to B alone.
    nodes.sent.length = 0
    const next = await readAfter(pool, 0)
    expect(next.answeredBy()).toBe(B)
    expect(nodes.sent).toEqual([`${B}/x`])
  })

  it(`stops answering: the same read goes to the next node after the hedge delay (${HEDGE_MIN_MS} ms), which is used from then on`, async () => {
    const nodes = fakeNodes({ silent: A })
    const { pool, store } = poolOnA(nodes.send)
    await pool.ready()
    const { answeredBy } = await readAfter(pool, HEDGE_MIN_MS - 1)
    expect(answeredBy()).toBeNull()
    expect(nodes.sent).toEqual([`${A}/x`])
    await vi.advanceTimersByTimeAsync(1)
    expect(answeredBy()).toBe(B)
    expect(nodes.sent).toEqual([`${A}/x`, `${B}/x`])
    expect(pool.snapshot().rest).toBe(B)
    expect(store.loadChoice()?.apiEndpoint).toBe(B)

    // B outran A: the next page's reads go to B first and wait for nothing.
    nodes.sent.length = 0
    const next = await readAfter(pool, 0)
    expect(next.answeredBy()).toBe(B)
    expect(nodes.sent).toEqual([`${B}/x`])
  })
})
