import { ATTEMPT_TIMEOUT_MS } from './hedge.ts'
import type { NodeSend } from './probe.ts'

export interface EarlyJudge {
  /** The probes chose this node: its answer is awaited. */
  readonly inUse: () => boolean
  /** The probes found it fit (right chain, in sync): an answer already in is kept. */
  readonly healthy: () => boolean
  /** Its probe was nearly as fast as the chosen node's: an answer on its way is awaited too. */
  readonly nearlyAsFast: () => boolean
}

/**
 * A read sent while the pool is still choosing a node, so that choosing is not a round trip of
 * its own in front of every page's first read (docs/performance.md). It goes at once to the likeliest node, in
 * parallel with the probes. Once they decided: the answer is kept if that node is the one chosen,
 * or is fit and has answered already or probed nearly as fast as the chosen one (equal nodes are
 * a coin toss: sending the read again would cost a round trip); otherwise it is dropped (and
 * aborted) and the caller reads the usual way. Never rejects: a failure is `null` too.
 */
export async function earlyRead(
  send: NodeSend,
  base: string,
  path: string,
  init: RequestInit,
  chosen: Promise<void>,
  judge: EarlyJudge,
): Promise<Response | null> {
  const stop = new AbortController()
  const signals = [stop.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]
  if (init.signal) signals.push(init.signal)
  let answered = false
  const answer = send(`${base.replace(/\/+$/, '')}${path}`, {
    ...init,
    signal: AbortSignal.any(signals),
  })
    .then(response => (response.status < 502 ? response : null))
    .catch(() => null)
    .finally(() => (answered = true))
  await chosen.catch(() => undefined)
  if (judge.inUse() || (judge.healthy() && (answered || judge.nearlyAsFast()))) {
    const response = await answer
    if (response) return response
  }
  stop.abort()
  await (await answer)?.body?.cancel().catch(() => undefined)
  return null
}
