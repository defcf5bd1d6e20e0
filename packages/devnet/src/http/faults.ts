import type { RequestListener, Server } from 'node:http'
import { z } from 'zod'
import {
  applyFault,
  delay,
  CLEAR_FAULTS,
  NO_FAULT,
  type Fault,
  type FaultState,
} from './fault-state.ts'
import { BadRequestError, ok } from './paging.ts'
import { sendJson, type Router } from './router.ts'

export const CONTROL_PREFIX = '/_devnet'
export const FAULTS_PATH = `${CONTROL_PREFIX}/faults`

/** The fault state of one endpoint (REST, RPC, a provider) and how to change it. */
export interface FaultTarget {
  state(): FaultState
  set(fault: Fault): void
}

/** A fault switch for servers the devnet owns; "down" also drops their idle keep-alive sockets. */
export class FaultSwitch implements FaultTarget {
  #state: FaultState = NO_FAULT
  servers: readonly Server[] = []

  state(): FaultState {
    return this.#state
  }

  set(fault: Fault): void {
    this.#state = applyFault(this.#state, fault)
    if (this.#state.down) for (const server of this.servers) server.closeIdleConnections()
  }
}

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'

/** Several switches over one server: down if any is, the longest latency, the highest error rate. */
function combined(switches: readonly FaultTarget[]): FaultState {
  return switches.reduce((sum, one) => {
    const state = one.state()
    return {
      latencyMs: Math.max(sum.latencyMs, state.latencyMs),
      errorRate: Math.max(sum.errorRate, state.errorRate),
      down: sum.down || state.down,
    }
  }, NO_FAULT)
}

/**
 * Wraps a listener with fault switches: latency before handling, an injected error at the given
 * rate (503 with a JSON body), or "down" (the socket is dropped, the client sees a reset). Paths
 * under `/_devnet` are exempt, so the control endpoint stays reachable, and loopback-only.
 */
export function withFaults(
  listener: RequestListener,
  faults: readonly FaultTarget[],
): RequestListener {
  return (request, response) => {
    const path = request.url ?? '/'
    if (path.startsWith(CONTROL_PREFIX)) {
      if (!isLoopback(request.socket.remoteAddress)) {
        sendJson(response, 403, { code: 7, message: 'control is loopback only', details: [] })
        return
      }
      listener(request, response)
      return
    }
    const state = combined(faults)
    if (state.down) {
      request.socket.destroy()
      return
    }
    void delay(state.latencyMs).then(() => {
      if (state.errorRate > 0 && Math.random() < state.errorRate) {
        sendJson(response, 503, { code: 14, message: 'injected fault: unavailable', details: [] })
        return
      }
      listener(request, response)
    })
  }
}

const faultSchema = z.strictObject({
  target: z.string(),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  down: z.boolean().optional(),
  missChallenges: z.boolean().optional(),
  tamper: z.boolean().optional(),
  tamperLfs: z.boolean().optional(),
})

/**
 * `GET /_devnet/faults` → `{"targets": {"rest": {latencyMs, errorRate, down}, "rpc": …,
 * "provider-1": …}}`; `POST /_devnet/faults {"target", "latencyMs"?, "errorRate"?, "down"?}`
 * changes one target (fields left out keep their value) and answers like GET;
 * `POST /_devnet/faults/reset` clears every target.
 */
export function registerFaultControl(
  router: Router,
  targets: () => ReadonlyMap<string, FaultTarget>,
): void {
  const snapshot = () =>
    ok({ targets: Object.fromEntries([...targets()].map(([n, t]) => [n, t.state()])) })
  router.get(FAULTS_PATH, snapshot)
  router.post(FAULTS_PATH, async ({ body }) => {
    let json: unknown
    try {
      json = JSON.parse(await body())
    } catch {
      throw new BadRequestError(
        'body must be JSON: {"target": "provider-1", "latencyMs"?, "errorRate"?, "down"?}',
      )
    }
    const parsed = faultSchema.safeParse(json)
    if (!parsed.success)
      throw new BadRequestError(
        `invalid fault: ${parsed.error.issues.map(i => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      )
    const { target, ...fault } = parsed.data
    const switchFor = targets().get(target)
    if (!switchFor)
      throw new BadRequestError(
        `unknown target "${target}"; known: ${[...targets().keys()].join(', ')}`,
      )
    switchFor.set(fault)
    return snapshot()
  })
  router.post(`${FAULTS_PATH}/reset`, () => {
    for (const target of targets().values()) target.set(CLEAR_FAULTS)
    return snapshot()
  })
}
