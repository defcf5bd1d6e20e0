/**
 * Hedged reads (chain-wide.md (d), "race, don't queue"): when the endpoint in use has not answered
 * within a bound derived from its measured latency, the same idempotent request goes to the next
 * endpoint; the first answer wins and the others are aborted. A failure starts the next at once.
 */

/** Hedge after this multiple of the endpoint's measured latency… */
export const HEDGE_FACTOR = 3
/** …but never sooner than this (a busy node is not a dead one). */
export const HEDGE_MIN_MS = 800
/** A single attempt that has not answered by then has failed (it counts as a timeout). */
export const ATTEMPT_TIMEOUT_MS = 6_000

/** The hedge delay after `latencyMs` measured; not a finite number means none is known yet. */
export function hedgeDelayMs(latencyMs: number): number {
  if (!Number.isFinite(latencyMs) || latencyMs < 0) return HEDGE_MIN_MS
  // Never past the attempt's own timeout (which fails it and starts the next anyway), and so
  // never past what a timer holds: a delay beyond 2^31 - 1 ms fires at once.
  return Math.min(ATTEMPT_TIMEOUT_MS, Math.max(HEDGE_MIN_MS, Math.round(HEDGE_FACTOR * latencyMs)))
}

/** The endpoint failed: unreachable, timed out, or a 5xx. */
export class EndpointFailure extends Error {
  override readonly name = 'EndpointFailure'
  constructor(
    readonly endpoint: string,
    readonly reason: string,
  ) {
    super(`${endpoint}: ${reason}`)
  }
}

export interface HedgeOptions<E> {
  /** Wait this long for `endpoint` before starting the next one. */
  readonly delayFor: (endpoint: E) => number
  /** False: no hedging, the next starts only after a failure (non-idempotent requests). */
  readonly hedge: boolean
  readonly signal?: AbortSignal | undefined
  readonly onFailure?: (endpoint: E, failure: EndpointFailure) => void
  /** The winner, and who was still running (slower) when it answered. */
  readonly onWin?: (endpoint: E, elapsedMs: number, outrun: readonly E[]) => void
}

/** Every endpoint tried failed. */
export class AllEndpointsFailed<E> extends Error {
  override readonly name = 'AllEndpointsFailed'
  constructor(readonly failures: readonly { endpoint: E; failure: EndpointFailure }[]) {
    super(failures.map(f => f.failure.message).join('; ') || 'no endpoint to try')
  }
}

/**
 * Runs `attempt` on `endpoints` in order, hedged. `attempt` must throw EndpointFailure for a
 * failure of the endpoint; any other error is an answer and ends the race as it is.
 */
export function hedged<E, T>(
  endpoints: readonly E[],
  attempt: (endpoint: E, signal: AbortSignal) => Promise<T>,
  options: HedgeOptions<E>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const controllers = new Map<E, AbortController>()
    const failures: { endpoint: E; failure: EndpointFailure }[] = []
    const started = performance.now()
    let next = 0
    let done = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (outcome: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      options.signal?.removeEventListener('abort', onAbort)
      for (const controller of controllers.values()) controller.abort()
      outcome()
    }
    // The caller's abort reason, passed on as it is (like fetch does).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const onAbort = () => finish(() => reject(options.signal?.reason ?? new Error('aborted')))
    options.signal?.addEventListener('abort', onAbort)
    if (options.signal?.aborted) return onAbort()

    const launch = () => {
      if (done) return
      clearTimeout(timer)
      const endpoint = endpoints[next++]
      if (endpoint === undefined) {
        if (controllers.size === 0) finish(() => reject(new AllEndpointsFailed(failures)))
        return
      }
      const controller = new AbortController()
      controllers.set(endpoint, controller)
      const timeout = setTimeout(
        () => controller.abort(new EndpointFailure(String(endpoint), 'did not answer in time')),
        ATTEMPT_TIMEOUT_MS,
      )
      // A delay that reaches the attempt's timeout is no hedge: the timeout's failure starts the
      // next endpoint at that moment, and a timer too would start one more beside it.
      const delay = options.hedge ? options.delayFor(endpoint) : Infinity
      if (delay < ATTEMPT_TIMEOUT_MS) timer = setTimeout(launch, delay)
      attempt(endpoint, controller.signal).then(
        value => {
          clearTimeout(timeout)
          controllers.delete(endpoint)
          if (done) return
          const outrun = [...controllers.keys()]
          finish(() => {
            options.onWin?.(endpoint, performance.now() - started, outrun)
            resolve(value)
          })
        },
        (error: unknown) => {
          clearTimeout(timeout)
          controllers.delete(endpoint)
          if (done) return
          const reason: unknown = controller.signal.aborted ? controller.signal.reason : error
          // An answer that is an error (a 404, a JSON-RPC error): the caller's to read, as it is.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          if (!(reason instanceof EndpointFailure)) return finish(() => reject(reason))
          failures.push({ endpoint, failure: reason })
          options.onFailure?.(endpoint, reason)
          launch()
        },
      )
    }
    launch()
  })
}
