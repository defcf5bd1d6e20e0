/**
 * Node health (docs/client-rules.md#endpoint-health): a node
 * is healthy only when it serves the expected chain id, its latest block is recent and it does
 * not lag the best node by more than a few blocks. Among healthy ones the fastest wins.
 */

export type EndpointKind = 'rest' | 'rpc'

/** What one probe of one endpoint found. */
export type ProbeResult =
  | {
      readonly ok: true
      /** Wall time of the probe, ms. */
      readonly latencyMs: number
      readonly chainId: string
      readonly height: number
      readonly blockTime: Date
    }
  | { readonly ok: false; readonly problem: string }

export interface EndpointHealth {
  readonly url: string
  readonly kind: EndpointKind
  /** Infinity when the probe failed or timed out (docs/client-rules.md#error-catalogue: infinite latency). */
  readonly latencyMs: number
  readonly healthy: boolean
  /** Why it is not healthy, in words a user can act on. */
  readonly problem: string | null
  readonly height: number | null
}

/** A block older than this means the node has stopped following the chain. */
export const MAX_BLOCK_AGE_MS = 5 * 60_000
/** How far behind the best node's height a node may be. */
export const MAX_LAG_BLOCKS = 5

export function wrongChainMessage(served: string, expected: string): string {
  return `This node serves chain ${served}, not ${expected}`
}

function minutes(ms: number): string {
  const value = Math.round(ms / 60_000)
  return `${value} minute${value === 1 ? '' : 's'}`
}

/**
 * Judges a set of probes of one kind together (lag is relative to the best height among nodes
 * on the right chain) and orders them: healthy by latency (ties keep the given order), then the
 * rest.
 */
export function judgeProbes(
  probes: readonly { readonly url: string; readonly result: ProbeResult }[],
  kind: EndpointKind,
  expectedChainId: string,
  now: Date = new Date(),
): EndpointHealth[] {
  let best = -1
  for (const { result } of probes)
    if (result.ok && result.chainId === expectedChainId) best = Math.max(best, result.height)
  const judged = probes.map(({ url, result }, index): EndpointHealth & { index: number } => {
    if (!result.ok)
      return {
        url,
        kind,
        index,
        latencyMs: Infinity,
        healthy: false,
        problem: result.problem,
        height: null,
      }
    const base = { url, kind, index, latencyMs: result.latencyMs, height: result.height }
    if (result.chainId !== expectedChainId)
      return {
        ...base,
        healthy: false,
        problem: wrongChainMessage(result.chainId, expectedChainId),
      }
    const age = now.getTime() - result.blockTime.getTime()
    if (age > MAX_BLOCK_AGE_MS)
      return { ...base, healthy: false, problem: `Its latest block is ${minutes(age)} old` }
    if (best - result.height > MAX_LAG_BLOCKS)
      return { ...base, healthy: false, problem: `It is ${best - result.height} blocks behind` }
    return { ...base, healthy: true, problem: null }
  })
  judged.sort((a, b) => {
    if (a.healthy !== b.healthy) return a.healthy ? -1 : 1
    return a.latencyMs === b.latencyMs ? a.index - b.index : a.latencyMs - b.latencyMs
  })
  return judged.map(({ index: _index, ...health }) => health)
}

/** The fastest healthy endpoint, or null. */
export function fastestHealthy(judged: readonly EndpointHealth[]): EndpointHealth | null {
  return judged.find(health => health.healthy) ?? null
}
