import { describe, expect, it } from 'vitest'
import type { StorageProviderInfo } from '../modules/storage/queries.ts'
import { ContentMismatchError } from './git-object.ts'
import { StorageProviderSession, type SavedProviderStore } from './session.ts'

const provider = (name: string): StorageProviderInfo => ({
  creator: `gitopia1${name}`,
  apiUrl: `http://127.0.0.1/${name}`,
  moniker: name,
})

function session(readTimeoutMs?: number) {
  const store: SavedProviderStore = { load: () => null, save: () => undefined }
  return new StorageProviderSession({
    store,
    listActive: () => Promise.resolve([provider('one')]),
    probe: () => Promise.resolve(10),
    lookupDefault: () => Promise.resolve(null),
    ...(readTimeoutMs === undefined ? {} : { readTimeoutMs }),
  })
}

describe('StorageProviderSession.read', () => {
  it("hands the read the chosen provider, the caller's signal and the 8 s limit", async () => {
    const signal = new AbortController().signal
    const seen = await session().read(
      (chosen, options) => Promise.resolve({ url: chosen.apiUrl, ...options }),
      signal,
    )
    expect(seen).toEqual({ url: 'http://127.0.0.1/one', signal, timeoutMs: 8_000 })
  })

  it('uses the limit the session was made with', async () => {
    const limit = await session(500).read(
      (_, options) => Promise.resolve(options.timeoutMs),
      new AbortController().signal,
    )
    expect(limit).toBe(500)
  })
})

describe('StorageProviderSession: reads while the first choice is made', () => {
  function probing(latency: Record<string, number>) {
    let finishProbes = () => undefined as void
    const probesDone = new Promise<void>(resolve => (finishProbes = resolve))
    const store: SavedProviderStore = { load: () => null, save: () => undefined }
    const made = new StorageProviderSession({
      store,
      listActive: () => Promise.resolve([provider('one'), provider('two')]),
      probe: async candidate => {
        await probesDone
        return latency[candidate.moniker] ?? 1_000
      },
      lookupDefault: () => Promise.resolve(null),
    })
    return { session: made, finishProbes }
  }

  it('reads from the first listed provider without waiting for the probes, once', async () => {
    const { session: made, finishProbes } = probing({ one: 5, two: 50 })
    void made.selection()
    const asked: string[] = []
    const content = made.read(chosen => {
      asked.push(chosen.moniker)
      return Promise.resolve(`from ${chosen.moniker}`)
    }, new AbortController().signal)
    // The read went out while the probes were still running.
    await new Promise(resolve => setTimeout(resolve, 10))
    expect(asked).toEqual(['one'])
    finishProbes()
    expect(await content).toBe('from one')
    expect(asked).toEqual(['one'])
  })

  it('hands over an early answer as soon as it arrives, while the probes still run', async () => {
    // A provider that never answers its probe holds the choice for the probe's 3 s limit.
    const { session: made, finishProbes } = probing({ one: 50, two: 5 })
    void made.selection()
    const content = made.read(
      chosen => Promise.resolve(`from ${chosen.moniker}`),
      new AbortController().signal,
    )
    const stillWaiting = new Promise(resolve => setTimeout(() => resolve('still waiting'), 1_000))
    expect(await Promise.race([content, stillWaiting])).toBe('from one')
    finishProbes()
    // The choice itself is made as before: the faster provider, for the reads that follow.
    expect((await made.provider()).moniker).toBe('two')
  })

  it('drops an unanswered early read when the probes choose another provider', async () => {
    const { session: made, finishProbes } = probing({ one: 500, two: 5 })
    void made.selection()
    const asked: string[] = []
    const aborted: string[] = []
    const content = made.read((chosen, options) => {
      asked.push(chosen.moniker)
      if (chosen.moniker === 'two') return Promise.resolve('from two')
      return new Promise<string>((_, reject) =>
        options.signal.addEventListener('abort', () => {
          aborted.push(chosen.moniker)
          reject(new Error('aborted'))
        }),
      )
    }, new AbortController().signal)
    await new Promise(resolve => setTimeout(resolve, 10))
    finishProbes()
    expect(await content).toBe('from two')
    expect(asked).toEqual(['one', 'two'])
    expect(aborted).toEqual(['one'])
  })

  it('waits for an early read when its provider probed nearly as fast as the chosen one', async () => {
    const { session: made, finishProbes } = probing({ one: 12, two: 5 })
    void made.selection()
    const asked: string[] = []
    let answer = (_: string) => undefined as void
    const content = made.read(chosen => {
      asked.push(chosen.moniker)
      return new Promise<string>(resolve => (answer = resolve))
    }, new AbortController().signal)
    await new Promise(resolve => setTimeout(resolve, 10))
    finishProbes()
    await made.selection()
    answer('from one')
    expect(await content).toBe('from one')
    expect(asked).toEqual(['one'])
  })
})

describe('StorageProviderSession.runOn', () => {
  function two() {
    const store: SavedProviderStore = { load: () => null, save: () => undefined }
    return new StorageProviderSession({
      store,
      listActive: () => Promise.resolve([provider('one'), provider('two')]),
      probe: candidate => Promise.resolve(candidate.moniker === 'one' ? 5 : 50),
      lookupDefault: () => Promise.resolve(null),
    })
  }

  it('reads from the named provider; one that lies is set aside and the next is chosen', async () => {
    const made = two()
    expect((await made.provider()).moniker).toBe('one')
    const lie = made.runOn('gitopia1one', () =>
      Promise.reject(new ContentMismatchError('the merge commit is not what the chain says')),
    )
    await expect(lie).rejects.toBeInstanceOf(ContentMismatchError)
    expect((await made.provider()).moniker).toBe('two')
  })

  it('leaves the provider in use alone when another named one lies', async () => {
    const made = two()
    const named = await made.runOn('gitopia1two', chosen => Promise.resolve(chosen.moniker))
    expect(named).toBe('two')
    await expect(
      made.runOn('gitopia1two', () => Promise.reject(new ContentMismatchError('no'))),
    ).rejects.toBeInstanceOf(ContentMismatchError)
    expect((await made.provider()).moniker).toBe('one')
  })
})
