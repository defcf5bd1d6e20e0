import { HttpError, NetworkError } from '../rest/fetcher.ts'
import type { StorageProviderInfo } from '../modules/storage/queries.ts'
import { ContentMismatchError } from './git-object.ts'

/**
 * Storage provider selection, as docs/client-rules.md#storage-provider-selection states it:
 * 1. reuse the saved provider while it is still among the active providers;
 * 2. else the active provider with the lowest measured latency (probes run in parallel; a
 *    failed probe counts as infinite latency);
 * 3. else, when none is active, the built-in default provider looked up by address;
 * 4. else nothing, with a message saying why.
 * Providers that failed during this session are passed as `avoid` and are not chosen again
 * while another candidate exists.
 */

export type SelectionReason = 'saved' | 'fastest' | 'default'

export type ProviderSelection =
  | {
      readonly provider: StorageProviderInfo
      readonly reason: SelectionReason
      /** Measured latency in ms when probes ran (Infinity = the probe failed). */
      readonly latencies: ReadonlyMap<string, number>
      /** The saved provider, when the chain no longer lists it as active (jailed, unbonded). */
      readonly replaced?: StorageProviderInfo
    }
  | { readonly provider: null; readonly message: string }

export interface SelectionInput {
  readonly saved: StorageProviderInfo | null
  /** Active providers from the chain; a function so a chain failure is handled here. */
  readonly listActive: () => Promise<readonly StorageProviderInfo[]>
  /** Latency of one provider in ms; a rejection is infinite latency. */
  readonly probe: (provider: StorageProviderInfo) => Promise<number>
  /** The built-in default provider, looked up by address; null or a rejection = not found. */
  readonly lookupDefault: () => Promise<StorageProviderInfo | null>
  /** Creators of providers that failed this session. */
  readonly avoid?: ReadonlySet<string> | undefined
}

export const NO_PROVIDER_MESSAGE =
  'No storage provider is available: the chain lists no active provider and the default provider could not be found. Repository files cannot be shown right now.'

export async function selectStorageProvider(input: SelectionInput): Promise<ProviderSelection> {
  const avoid = input.avoid ?? new Set<string>()
  let active: readonly StorageProviderInfo[] = []
  let chainProblem: unknown = null
  try {
    active = await input.listActive()
  } catch (error) {
    chainProblem = error
  }
  const none = new Map<string, number>()

  if (input.saved && !avoid.has(input.saved.creator)) {
    // The chain's current record wins: the provider may have moved its API.
    const current = active.find(p => p.creator === input.saved?.creator)
    if (current) return { provider: current, reason: 'saved', latencies: none }
  }

  const candidates = active.filter(p => !avoid.has(p.creator))
  const pool = candidates.length > 0 ? candidates : active
  if (pool.length > 0) {
    const latencies = await measureAll(pool, input.probe)
    let best = pool[0] as StorageProviderInfo
    for (const provider of pool) {
      if ((latencies.get(provider.creator) ?? Infinity) < (latencies.get(best.creator) ?? Infinity))
        best = provider
    }
    // The saved provider left the active list (jailed or unbonded): say so, not only switch.
    const replaced =
      input.saved && chainProblem === null && !active.some(p => p.creator === input.saved?.creator)
        ? input.saved
        : undefined
    return { provider: best, reason: 'fastest', latencies, ...(replaced ? { replaced } : {}) }
  }

  try {
    const fallback = await input.lookupDefault()
    if (fallback) return { provider: fallback, reason: 'default', latencies: none }
  } catch {
    // Not found or unreachable: nothing left to try.
  }
  return {
    provider: null,
    message:
      chainProblem instanceof Error
        ? `No storage provider is available: the list of active providers could not be read (${chainProblem.message}).`
        : NO_PROVIDER_MESSAGE,
  }
}

async function measureAll(
  providers: readonly StorageProviderInfo[],
  probe: (provider: StorageProviderInfo) => Promise<number>,
): Promise<Map<string, number>> {
  const results = await Promise.all(
    providers.map(async provider => {
      try {
        const ms = await probe(provider)
        return [provider.creator, Number.isFinite(ms) && ms >= 0 ? ms : Infinity] as const
      } catch {
        return [provider.creator, Infinity] as const
      }
    }),
  )
  return new Map(results)
}

/** Wall time of one GET of the provider's API URL; non-2xx and timeouts reject. */
export async function probeLatency(
  provider: StorageProviderInfo,
  timeoutMs = 3_000,
): Promise<number> {
  const started = performance.now()
  const response = await fetch(provider.apiUrl, {
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  })
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`probe of ${provider.apiUrl} answered ${response.status}`)
  return performance.now() - started
}

/**
 * Whether an error says the provider itself is unwell (unreachable, timed out, 5xx, content that
 * does not match the repository's git ids), as opposed to a problem with the request (a path
 * that does not exist).
 */
export function isProviderFailure(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof ContentMismatchError) return true
  return error instanceof HttpError && error.status >= 500
}
