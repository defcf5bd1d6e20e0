import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../testing/json-response.ts'
import { NodePool } from './pool.ts'
import { memoryNodeStore } from './saved.ts'

const CHAIN = 'test-chain-1'
const now = () => new Date().toISOString()

/** A fake network of nodes: probes wait for `release()`; reads answer with the node's name. */
function fakeNodes(
  chainOf: Record<string, string>,
  silent: readonly string[] = [],
  /** Extra wait of a node's probes after `release()`, in ms. */
  probeDelay: Record<string, number> = {},
  /** Reads wait for `answerReads()` (a read still on its way when the probes decide). */
  holdReads = false,
) {
  const sent: string[] = []
  let release = () => {}
  const released = new Promise<void>(done => (release = done))
  let answerReads = () => {}
  const readsAnswered = holdReads ? new Promise<void>(done => (answerReads = done)) : null
  const send = async (url: string, init?: RequestInit) => {
    sent.push(url)
    const { origin, pathname } = new URL(url)
    if (silent.includes(origin))
      return new Promise<Response>((_, fail) =>
        init?.signal?.addEventListener('abort', () => fail(new Error('aborted'))),
      )
    const chain = chainOf[origin] ?? CHAIN
    const probed = async () => {
      await released
      await new Promise(done => setTimeout(done, probeDelay[origin] ?? 0))
    }
    if (pathname.endsWith('/blocks/latest')) {
      await probed()
      return jsonResponse({ block: { header: { chain_id: chain, height: '10', time: now() } } })
    }
    if (pathname === '/status') {
      await probed()
      return jsonResponse({
        result: {
          node_info: { network: chain },
          sync_info: { latest_block_height: '10', latest_block_time: now(), catching_up: false },
        },
      })
    }
    await readsAnswered
    return jsonResponse({ from: origin })
  }
  return { sent, send, release, answerReads: () => answerReads() }
}

const pools: NodePool[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const pool of pools.splice(0)) pool.close()
})

function poolOf(send: (url: string, init?: RequestInit) => Promise<Response>) {
  const pool = new NodePool({
    chainId: CHAIN,
    providers: [
      { name: 'A', apiEndpoint: 'http://a.test', rpcEndpoint: 'http://a.test:26657' },
      { name: 'B', apiEndpoint: 'http://b.test', rpcEndpoint: 'http://b.test:26657' },
    ],
    store: memoryNodeStore(),
    send,
  })
  pools.push(pool)
  return pool
}

describe('reads while the pool is choosing a node', () => {
  it('sends the first read at once, in parallel with the probes, and keeps its answer', async () => {
    const nodes = fakeNodes({})
    const pool = poolOf(nodes.send)
    const read = pool.request('rest', '/x', {}, true)
    await new Promise(done => setTimeout(done, 10))
    expect(nodes.sent).toContain('http://a.test/x')
    nodes.release()
    expect(await (await read).json()).toEqual({ from: 'http://a.test' })
    expect(nodes.sent.filter(url => url.endsWith('/x'))).toHaveLength(1)
  })

  it('drops the early answer of a node the probes find on another chain', async () => {
    const nodes = fakeNodes({ 'http://a.test': 'other-chain-1' })
    const pool = poolOf(nodes.send)
    const read = pool.request('rest', '/x', {}, true)
    nodes.release()
    expect(await (await read).json()).toEqual({ from: 'http://b.test' })
  })

  it('does not wait for the likeliest node when it stays silent and another is chosen', async () => {
    const nodes = fakeNodes({}, ['http://a.test'])
    const pool = poolOf(nodes.send)
    const read = pool.request('rest', '/x', {}, true)
    nodes.release()
    expect(await (await read).json()).toEqual({ from: 'http://b.test' })
    expect(nodes.sent).toContain('http://a.test/x')
  })

  // The likeliest node A has the read when B's probes win: equal nodes are a coin toss (B wins by
  // 20 ms), so the read stays with A; a much slower A gets it sent again to B.
  it.each([
    { aSlowerMs: 20, answeredBy: 'http://a.test', reads: ['http://a.test/x'] },
    { aSlowerMs: 150, answeredBy: 'http://b.test', reads: ['http://a.test/x', 'http://b.test/x'] },
  ])(
    'a read on its way to a node that probed $aSlowerMs ms slower than the chosen one is answered by $answeredBy',
    async ({ aSlowerMs, answeredBy, reads }) => {
      // The probes' times come from a fake clock: on a busy machine real timers stretch 20 ms
      // into 80 and the coin toss into a clear loss.
      vi.useFakeTimers()
      const nodes = fakeNodes({}, [], { 'http://a.test': aSlowerMs }, true)
      const pool = poolOf(nodes.send)
      const read = pool.request('rest', '/x', {}, true)
      nodes.release()
      const ready = pool.ready()
      await vi.advanceTimersByTimeAsync(aSlowerMs + 1)
      await ready
      vi.useRealTimers()
      nodes.answerReads()
      expect(await (await read).json()).toEqual({ from: answeredBy })
      expect(nodes.sent.filter(url => url.endsWith('/x'))).toEqual(reads)
    },
  )

  it('sends no early copy of a request that is not idempotent', async () => {
    const nodes = fakeNodes({})
    const pool = poolOf(nodes.send)
    const write = pool.request('rest', '/tx', { method: 'POST' }, false)
    await new Promise(done => setTimeout(done, 10))
    expect(nodes.sent.some(url => url.endsWith('/tx'))).toBe(false)
    nodes.release()
    await write
    expect(nodes.sent.filter(url => url.endsWith('/tx'))).toHaveLength(1)
  })
})
