import { NetworkError } from '../rest/fetcher.ts'
import type { ChainProvider } from '../networks.ts'
import type { EndpointKind } from './health.ts'

/** The state of one endpoint as the network page shows it. */
export interface EndpointStatus {
  readonly url: string
  readonly kind: EndpointKind
  /** The provider it belongs to. */
  readonly provider: string
  /** Smoothed measured latency, ms; null = not measured yet, Infinity = failed. */
  readonly latencyMs: number | null
  /** null = not checked yet. */
  readonly healthy: boolean | null
  readonly problem: string | null
  readonly height: number | null
}

export interface NodePoolSnapshot {
  readonly providers: readonly ChainProvider[]
  readonly endpoints: readonly EndpointStatus[]
  /** The REST and RPC endpoints in use. */
  readonly rest: string | null
  readonly rpc: string | null
  readonly working: readonly string[]
  /** The choice was made by hand and is kept. */
  readonly manual: boolean
  readonly phase: 'starting' | 'ready' | 'unreachable'
  /** The providers tried when no node answered. */
  readonly tried: readonly string[]
}

/** Every node failed: the page says so with the nodes tried (docs/client-rules.md#error-catalogue). */
export class NoNodeReachableError extends NetworkError {
  constructor(
    url: string,
    readonly tried: readonly string[],
  ) {
    super(url, 'unreachable')
    this.message = `No node is reachable: ${tried.join(', ')} could not be reached`
  }
}

const EWMA_WEIGHT = 0.3

/** Measured latency with memory: one lucky or unlucky answer does not decide alone. */
export function smooth(previous: number | null, sample: number): number {
  if (previous === null || !Number.isFinite(previous) || !Number.isFinite(sample)) return sample
  return previous * (1 - EWMA_WEIGHT) + sample * EWMA_WEIGHT
}

/** An endpoint not checked yet. */
export function unknownStatus(url: string, kind: EndpointKind, provider: string): EndpointStatus {
  return { url, kind, provider, latencyMs: null, healthy: null, problem: null, height: null }
}

/** Every provider's REST and RPC endpoint as last seen, unknown until checked. */
export function endpointStatuses(
  providers: readonly ChainProvider[],
  seen: ReadonlyMap<string, EndpointStatus>,
): EndpointStatus[] {
  return providers.flatMap(provider =>
    (['rest', 'rpc'] as const).map(kind => {
      const url = kind === 'rest' ? provider.apiEndpoint : provider.rpcEndpoint
      return seen.get(url) ?? unknownStatus(url, kind, provider.name)
    }),
  )
}
