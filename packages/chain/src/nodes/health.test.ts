import { describe, expect, it } from 'vitest'
import { judgeProbes, MAX_LAG_BLOCKS, type ProbeResult } from './health.ts'

const now = new Date('2026-06-01T12:00:00Z')
const ok = (latencyMs: number, height = 100, chainId = 'gitopia', ageMs = 1_000): ProbeResult => ({
  ok: true,
  latencyMs,
  chainId,
  height,
  blockTime: new Date(now.getTime() - ageMs),
})

describe('ranking node probes', () => {
  it('orders healthy endpoints by latency; a failed probe is infinitely slow and last', () => {
    const judged = judgeProbes(
      [
        { url: 'a', result: { ok: false, problem: 'Could not be reached' } },
        { url: 'b', result: ok(120) },
        { url: 'c', result: ok(30) },
        { url: 'd', result: ok(30) },
      ],
      'rest',
      'gitopia',
      now,
    )
    expect(judged.map(j => j.url)).toEqual(['c', 'd', 'b', 'a'])
    expect(judged[3]).toMatchObject({ healthy: false, latencyMs: Infinity })
  })

  it('refuses another chain id, a stale latest block and a lagging node, however fast', () => {
    const judged = judgeProbes(
      [
        { url: 'other', result: ok(1, 100, 'osmosis-1') },
        { url: 'stale', result: ok(2, 100, 'gitopia', 10 * 60_000) },
        { url: 'behind', result: ok(3, 100 - MAX_LAG_BLOCKS - 1) },
        { url: 'slow-but-right', result: ok(900, 100) },
        { url: 'a-little-behind', result: ok(500, 100 - MAX_LAG_BLOCKS) },
      ],
      'rpc',
      'gitopia',
      now,
    )
    expect(judged.filter(j => j.healthy).map(j => j.url)).toEqual([
      'a-little-behind',
      'slow-but-right',
    ])
    const problem = (url: string) => judged.find(j => j.url === url)?.problem
    expect(problem('other')).toBe('This node serves chain osmosis-1, not gitopia')
    expect(problem('stale')).toBe('Its latest block is 10 minutes old')
    expect(problem('behind')).toBe(`It is ${MAX_LAG_BLOCKS + 1} blocks behind`)
  })

  it('measures lag against the best node on the right chain only', () => {
    const judged = judgeProbes(
      [
        { url: 'wrong-chain-far-ahead', result: ok(1, 10_000, 'other') },
        { url: 'right', result: ok(5, 100) },
      ],
      'rest',
      'gitopia',
      now,
    )
    expect(judged[0]).toMatchObject({ url: 'right', healthy: true })
  })
})
