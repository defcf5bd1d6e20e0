import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AllEndpointsFailed,
  ATTEMPT_TIMEOUT_MS,
  EndpointFailure,
  HEDGE_FACTOR,
  HEDGE_MIN_MS,
  hedgeDelayMs,
  hedged,
} from './hedge.ts'

describe('hedging bounds', () => {
  it('is 3× the measured latency, never below 800 ms nor past the attempt timeout', () => {
    expect(HEDGE_FACTOR).toBe(3)
    expect(HEDGE_MIN_MS).toBe(800)
    expect(ATTEMPT_TIMEOUT_MS).toBe(6000)
  })

  it.each([
    [10, 800],
    [266, 800],
    [400, 1200],
    [1800, 5400],
    [2500, 6000],
    [Number.MAX_SAFE_INTEGER, 6000],
    [Infinity, 800],
    [Number.NaN, 800],
  ])('waits, after a latency of %s ms, %s ms', (latencyMs, delayMs) => {
    expect(hedgeDelayMs(latencyMs)).toBe(delayMs)
  })
})

describe('hedged requests', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const after = <T>(ms: number, value: T, signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), ms)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      })
    })

  it('sends the same read to the next endpoint after the bound; the first answer wins', async () => {
    const started: string[] = []
    const aborted: string[] = []
    const wins: string[] = []
    const result = hedged(
      ['slow', 'fast'],
      (endpoint, signal) => {
        started.push(endpoint)
        signal.addEventListener('abort', () => aborted.push(endpoint))
        return after(endpoint === 'slow' ? 5_000 : 100, endpoint, signal)
      },
      {
        hedge: true,
        delayFor: () => 800,
        onWin: (endpoint, _ms, outrun) => wins.push(`${endpoint} outran ${outrun.join()}`),
      },
    )
    await vi.advanceTimersByTimeAsync(799)
    expect(started).toEqual(['slow'])
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toEqual(['slow', 'fast'])
    await vi.advanceTimersByTimeAsync(100)
    await expect(result).resolves.toBe('fast')
    expect(aborted).toEqual(['slow'])
    expect(wins).toEqual(['fast outran slow'])
  })

  it('moves on at once after a failure, and does not hedge when told not to', async () => {
    const started: string[] = []
    const failures: string[] = []
    const result = hedged(
      ['down', 'slow', 'third'],
      async (endpoint, signal) => {
        started.push(endpoint)
        if (endpoint === 'down') throw new EndpointFailure(endpoint, 'could not be reached')
        return after(2_000, endpoint, signal)
      },
      { hedge: false, delayFor: () => 800, onFailure: e => failures.push(e) },
    )
    await vi.advanceTimersByTimeAsync(1_500)
    expect(started).toEqual(['down', 'slow'])
    await vi.advanceTimersByTimeAsync(500)
    await expect(result).resolves.toBe('slow')
    expect(failures).toEqual(['down'])
  })

  it('starts one more endpoint, not two, when a slow endpoint times out at its hedge bound', async () => {
    // A node measured at 2 s or more would be hedged only when its attempt times out, and the
    // timeout's failure starts the next one already: a hedge timer at that moment adds a second.
    const started: string[] = []
    const result = hedged(
      ['slow', 'second', 'third'],
      (endpoint, signal) => {
        started.push(endpoint)
        // Like a fetch, it settles its abort a moment after the signal (here, the next task).
        return new Promise<string>((_resolve, reject) => {
          signal.addEventListener('abort', () => setTimeout(() => reject(signal.reason as Error)))
        })
      },
      { hedge: true, delayFor: () => hedgeDelayMs(2_500) },
    )
    result.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(ATTEMPT_TIMEOUT_MS - 1)
    expect(started).toEqual(['slow'])
    await vi.advanceTimersByTimeAsync(10)
    expect(started).toEqual(['slow', 'second'])
  })

  it('fails with every failure when no endpoint answers; an answer that is an error ends it', async () => {
    const all = hedged(
      ['a', 'b'],
      async endpoint => {
        throw new EndpointFailure(endpoint, 'answered 503')
      },
      { hedge: true, delayFor: () => 800 },
    )
    await expect(all).rejects.toBeInstanceOf(AllEndpointsFailed)
    const answer = hedged(
      ['a', 'b'],
      async () => {
        throw new Error('not found')
      },
      { hedge: true, delayFor: () => 800 },
    )
    await expect(answer).rejects.toThrow('not found')
  })
})
