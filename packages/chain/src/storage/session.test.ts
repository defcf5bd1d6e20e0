import { describe, expect, it } from 'vitest'
import type { StorageProviderInfo } from './chain.ts'
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
