import type { ChainProvider } from '../networks.ts'
import { judgeProbes, type EndpointHealth, type EndpointKind, type ProbeResult } from './health.ts'
import { probeRest, probeRpc, type NodeSend } from './probe.ts'

/** Decide this long after the first healthy answers instead of waiting for a slow node. */
const GRACE_MIN_MS = 250

type Probed = { url: string; result: ProbeResult }[]

/**
 * One probe of each provider's endpoint of the given kinds, in parallel. `record` judges the
 * answers of a kind so far (the pool keeps statuses from it). Settles once all answered, or
 * shortly after every kind has a healthy endpoint, so a slow node does not hold up the choice;
 * later answers are still recorded.
 */
export async function probeRound(
  send: NodeSend,
  providers: readonly ChainProvider[],
  kinds: readonly EndpointKind[],
  chainId: string,
  record: (probed: Probed, kind: EndpointKind) => readonly EndpointHealth[],
): Promise<Record<EndpointKind, EndpointHealth[]>> {
  const jobs = providers.flatMap(provider =>
    kinds.map(kind => {
      const url = kind === 'rest' ? provider.apiEndpoint : provider.rpcEndpoint
      return { url, kind, run: () => (kind === 'rest' ? probeRest : probeRpc)(send, url) }
    }),
  )
  const results = new Map<string, { kind: EndpointKind; result: ProbeResult }>()
  const healthy = new Set<EndpointKind>()
  const started = performance.now()
  const probedOf = (kind: EndpointKind): Probed =>
    [...results].filter(([, r]) => r.kind === kind).map(([url, r]) => ({ url, result: r.result }))
  await new Promise<void>(resolve => {
    let grace: ReturnType<typeof setTimeout> | undefined
    for (const job of jobs) {
      void job.run().then(result => {
        results.set(job.url, { kind: job.kind, result })
        if (record(probedOf(job.kind), job.kind).some(h => h.healthy)) healthy.add(job.kind)
        if (results.size === jobs.length) return resolve()
        if (!grace && kinds.every(kind => healthy.has(kind)))
          grace = setTimeout(resolve, Math.max(GRACE_MIN_MS, 2 * (performance.now() - started)))
      })
    }
  })
  return {
    rest: judgeProbes(probedOf('rest'), 'rest', chainId),
    rpc: judgeProbes(probedOf('rpc'), 'rpc', chainId),
  }
}
