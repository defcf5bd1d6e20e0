import * as z from 'zod/mini'
import { builtOnFirstUse } from '../built-on-first-use.ts'
import { safeEndpointUrl } from '../endpoint-url.ts'
import { judgeProbes, type ProbeResult } from './health.ts'

/** A probe that has not answered by then counts as infinitely slow (docs/client-rules.md#error-catalogue). */
export const PROBE_TIMEOUT_MS = 3_000

/** Sends one HTTP request to a node; the node pool's transport (the only place that does). */
export type NodeSend = (url: string, init: RequestInit) => Promise<Response>

const latestBlockWire = z.object({
  block: z.object({
    header: z.object({ chain_id: z.string(), height: z.string(), time: z.string() }),
  }),
})
// RPC endpoints are probed once a session first signs, never for a first page.
const statusWire = builtOnFirstUse(() =>
  z.object({
    result: z.object({
      node_info: z.object({ network: z.string() }),
      sync_info: z.object({
        latest_block_height: z.string(),
        latest_block_time: z.string(),
        catching_up: z._default(z.boolean(), false),
      }),
    }),
  }),
)

function describe(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'No answer in time'
  if (error instanceof Error && error.message.startsWith('HTTP ')) return error.message
  if (error instanceof Error && error.message.startsWith('Unexpected')) return error.message
  return 'Could not be reached'
}

async function getJson<S extends z.ZodMiniType>(
  send: NodeSend,
  url: string,
  schema: S,
  signal: AbortSignal,
): Promise<z.output<S>> {
  const response = await send(url, {
    signal,
    headers: { Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const parsed = schema.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new Error('Unexpected answer (not a Cosmos node?)')
  return parsed.data
}

function toResult(chainId: string, height: string, time: string, latencyMs: number): ProbeResult {
  const blockTime = new Date(time)
  const parsedHeight = Number(height)
  if (!Number.isSafeInteger(parsedHeight) || Number.isNaN(blockTime.getTime()))
    return { ok: false, problem: 'Unexpected answer (no latest block)' }
  return { ok: true, latencyMs, chainId, height: parsedHeight, blockTime }
}

/**
 * Runs one probe against the time limit: `probe` gets the abort signal and the time since the
 * start; a failure or a timeout becomes the problem to show.
 */
async function timedProbe(
  timeoutMs: number,
  probe: (signal: AbortSignal, elapsedMs: () => number) => Promise<ProbeResult>,
): Promise<ProbeResult> {
  const signal = AbortSignal.timeout(timeoutMs)
  const started = performance.now()
  try {
    return await probe(signal, () => performance.now() - started)
  } catch (error) {
    return { ok: false, problem: describe(error, signal) }
  }
}

/**
 * REST: one GET of the latest block, whose header names the chain, its height and time (a node's
 * operator sees one request per visitor, not three: docs/client-rules.md#endpoint-health).
 */
export function probeRest(
  send: NodeSend,
  base: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  const root = base.replace(/\/+$/, '')
  return timedProbe(timeoutMs, async (signal, elapsedMs) => {
    const latest = await getJson(
      send,
      `${root}/cosmos/base/tendermint/v1beta1/blocks/latest`,
      latestBlockWire,
      signal,
    )
    const { chain_id: chainId, height, time } = latest.block.header
    return toResult(chainId, height, time, elapsedMs())
  })
}

/** RPC: CometBFT `status` (chain id, latest height and time), as a GET: no CORS preflight. */
export function probeRpc(
  send: NodeSend,
  base: string,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<ProbeResult> {
  return timedProbe(timeoutMs, async (signal, elapsedMs) => {
    const { result } = await getJson(
      send,
      `${base.replace(/\/+$/, '')}/status`,
      statusWire(),
      signal,
    )
    if (result.sync_info.catching_up) return { ok: false, problem: 'It is still catching up' }
    const { latest_block_height: height, latest_block_time: time } = result.sync_info
    return toResult(result.node_info.network, height, time, elapsedMs())
  })
}

/** Probes an endpoint pair the user typed in; throws what is wrong with it (unreachable, another chain). */
export async function probeCustom(
  send: NodeSend,
  apiEndpoint: string,
  rpcEndpoint: string,
  chainId: string,
): Promise<[ProbeResult, ProbeResult]> {
  // Typed in by a user, maybe pasted from anywhere: the rule for endpoints others name.
  for (const [label, url] of [
    ['REST', apiEndpoint],
    ['RPC', rpcEndpoint],
  ] as const)
    if (safeEndpointUrl(url) === null)
      throw new Error(
        `The ${label} endpoint must be an https:// URL (http:// only to this computer)`,
      )
  const [rest, rpc] = await Promise.all([probeRest(send, apiEndpoint), probeRpc(send, rpcEndpoint)])
  for (const [label, result] of [
    ['REST', rest],
    ['RPC', rpc],
  ] as const) {
    if (!result.ok) throw new Error(`The ${label} endpoint did not answer: ${result.problem}`)
    const [health] = judgeProbes([{ url: '', result }], 'rest', chainId)
    if (health && !health.healthy && health.problem) throw new Error(health.problem)
  }
  return [rest, rpc]
}
