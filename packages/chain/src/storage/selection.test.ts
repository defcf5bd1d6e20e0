import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../constants.ts'
import { HttpError, NetworkError } from '../rest/fetcher.ts'
import type { StorageProviderInfo } from '../modules/storage/queries.ts'
import { NO_PROVIDER_MESSAGE, selectStorageProvider, type SelectionInput } from './selection.ts'
import {
  localStorageProviderStore,
  NoStorageProviderError,
  StorageProviderSession,
  type SavedProviderStore,
  type StorageProviderSessionOptions,
} from './session.ts'

const provider = (name: string, apiUrl = `http://${name}.test`): StorageProviderInfo => ({
  creator: `gitopia1${name}`,
  apiUrl,
  moniker: name,
})
const a = provider('a')
const b = provider('b')
const c = provider('c')

function input(overrides: Partial<SelectionInput>): SelectionInput {
  return {
    saved: null,
    listActive: async () => [a, b, c],
    probe: async () => 10,
    lookupDefault: async () => null,
    ...overrides,
  }
}

const latencies =
  (table: Record<string, number | 'fail'>) =>
  async (p: StorageProviderInfo): Promise<number> => {
    const value = table[p.moniker]
    if (value === 'fail' || value === undefined) throw new Error('unreachable')
    return value
  }

describe('selectStorageProvider (docs/client-rules.md#storage-provider-selection)', () => {
  it('reuses the saved provider while it is still active, without probing', async () => {
    const probe = vi.fn(async () => 1)
    const moved = { ...b, apiUrl: 'http://b-moved.test' }
    const selection = await selectStorageProvider(
      input({ saved: b, listActive: async () => [a, moved], probe }),
    )
    expect(selection).toMatchObject({ provider: moved, reason: 'saved' })
    expect(probe).not.toHaveBeenCalled()
  })

  it('drops a saved provider that is no longer active and picks the fastest', async () => {
    const selection = await selectStorageProvider(
      input({ saved: provider('gone'), probe: latencies({ a: 50, b: 5, c: 20 }) }),
    )
    expect(selection).toMatchObject({ provider: b, reason: 'fastest', replaced: provider('gone') })
  })

  it('says nothing was replaced when there was no saved provider or the list failed', async () => {
    expect(await selectStorageProvider(input({}))).not.toHaveProperty('replaced')
    const failed = await selectStorageProvider(
      input({
        saved: a,
        listActive: async () => Promise.reject(new Error('down')),
        lookupDefault: async () => b,
      }),
    )
    expect(failed).not.toHaveProperty('replaced')
  })

  it('probes all providers in parallel', async () => {
    let running = 0
    let peak = 0
    const probe = async () => {
      running += 1
      peak = Math.max(peak, running)
      await new Promise(resolve => setTimeout(resolve, 20))
      running -= 1
      return 1
    }
    await selectStorageProvider(input({ probe }))
    expect(peak).toBe(3)
  })

  it('counts a failed probe as infinite latency', async () => {
    const selection = await selectStorageProvider(
      input({ probe: latencies({ a: 'fail', b: 900, c: 'fail' }) }),
    )
    expect(selection).toMatchObject({ provider: b, reason: 'fastest' })
    if (selection.provider) expect(selection.latencies.get(a.creator)).toBe(Infinity)
  })

  it('still chooses an active provider when every probe fails (the first one)', async () => {
    const selection = await selectStorageProvider(input({ probe: latencies({}) }))
    expect(selection).toMatchObject({ provider: a, reason: 'fastest' })
  })

  it('falls back to the default provider when none is active', async () => {
    const fallback = provider('default')
    const selection = await selectStorageProvider(
      input({ listActive: async () => [], lookupDefault: async () => fallback }),
    )
    expect(selection).toMatchObject({ provider: fallback, reason: 'default' })
  })

  it('falls back to the default provider when the active list cannot be read', async () => {
    const fallback = provider('default')
    const selection = await selectStorageProvider(
      input({
        listActive: () => Promise.reject(new NetworkError('http://node', 'unreachable')),
        lookupDefault: async () => fallback,
      }),
    )
    expect(selection).toMatchObject({ provider: fallback, reason: 'default' })
  })

  it('chooses nothing, with a clear message, when the default lookup fails too', async () => {
    const selection = await selectStorageProvider(
      input({
        listActive: async () => [],
        lookupDefault: () => Promise.reject(new HttpError('http://node', 404, 'not found')),
      }),
    )
    expect(selection).toEqual({ provider: null, message: NO_PROVIDER_MESSAGE })
  })

  it('avoids providers that failed this session, unless nothing else is left', async () => {
    const avoidA = new Set([a.creator])
    const selection = await selectStorageProvider(
      input({ saved: a, avoid: avoidA, probe: latencies({ a: 1, b: 30, c: 20 }) }),
    )
    expect(selection.provider).toEqual(c)
    const onlyA = await selectStorageProvider(input({ listActive: async () => [a], avoid: avoidA }))
    expect(onlyA.provider).toEqual(a)
  })
})

function memoryStore(initial: StorageProviderInfo | null = null) {
  let saved = initial
  const store: SavedProviderStore = {
    load: () => saved,
    save: p => {
      saved = p
    },
  }
  return { store, saved: () => saved }
}

/** A session over a and b (a answers faster), nothing saved and no chain default unless overridden. */
function sessionWith(overrides: Partial<StorageProviderSessionOptions> = {}) {
  return new StorageProviderSession({
    store: memoryStore().store,
    listActive: async () => [a, b],
    probe: latencies({ a: 1, b: 2 }),
    lookupDefault: async () => null,
    ...overrides,
  })
}

describe('StorageProviderSession', () => {
  it('selects once, remembers the choice and reuses it next time', async () => {
    const memory = memoryStore()
    const listActive = vi.fn(async () => [a, b])
    const session = sessionWith({
      store: memory.store,
      listActive,
      probe: latencies({ a: 40, b: 4 }),
    })
    expect(await session.provider()).toEqual(b)
    expect(await session.provider()).toEqual(b)
    expect(listActive).toHaveBeenCalledTimes(1)
    expect(memory.saved()).toEqual(b)

    const next = sessionWith({ store: memory.store, probe: latencies({ a: 1, b: 100 }) })
    expect(await next.selection()).toMatchObject({ provider: b, reason: 'saved' })
  })

  it('chooses again when the provider fails mid-session and retries the read there', async () => {
    const memory = memoryStore()
    const session = sessionWith({ store: memory.store })
    const seen: string[] = []
    const result = await session.run(async p => {
      seen.push(p.moniker)
      if (p === a || p.creator === a.creator) throw new NetworkError(p.apiUrl, 'unreachable')
      return 'content'
    })
    expect(result).toBe('content')
    expect(seen).toEqual(['a', 'b'])
    expect(memory.saved()).toEqual(b)
    // Later reads go straight to the new provider.
    expect(await session.run(async p => p.moniker)).toBe('b')
  })

  it('also fails over on 5xx, but not on a request problem such as 404', async () => {
    const session = sessionWith()
    await expect(
      session.run(async p => {
        throw new HttpError(p.apiUrl, 404, 'path not found')
      }),
    ).rejects.toThrow('path not found')
    expect((await session.provider()).moniker).toBe('a')
    expect(
      await session.run(async p => {
        if (p.moniker === 'a') throw new HttpError(p.apiUrl, 500, 'injected fault')
        return p.moniker
      }),
    ).toBe('b')
  })

  it('gives up with the last error when every provider fails', async () => {
    const session = sessionWith()
    await expect(
      session.run(async p => {
        throw new NetworkError(p.apiUrl, 'timeout')
      }),
    ).rejects.toBeInstanceOf(NetworkError)
  })

  it('reports "no provider" as a NoStorageProviderError carrying the message', async () => {
    const session = sessionWith({ listActive: async () => [] })
    await expect(session.run(async () => 'never')).rejects.toEqual(
      new NoStorageProviderError(NO_PROVIDER_MESSAGE),
    )
  })
})

describe('localStorageProviderStore', () => {
  function fakeStorage(): Storage {
    const map = new Map<string, string>()
    return {
      get length() {
        return map.size
      },
      clear: () => map.clear(),
      getItem: key => map.get(key) ?? null,
      key: index => [...map.keys()][index] ?? null,
      removeItem: key => void map.delete(key),
      setItem: (key, value) => void map.set(key, value),
    }
  }

  it('keeps creator, api_url and moniker under storageProviderInfo', () => {
    const storage = fakeStorage()
    const store = localStorageProviderStore(storage)
    store.save(a)
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.storageProviderInfo) ?? '')).toEqual({
      creator: a.creator,
      api_url: a.apiUrl,
      moniker: 'a',
    })
    expect(store.load()).toEqual(a)
  })

  it('ignores a corrupt saved value', () => {
    const storage = fakeStorage()
    storage.setItem(STORAGE_KEYS.storageProviderInfo, '{not json')
    expect(localStorageProviderStore(storage).load()).toBeNull()
    storage.setItem(STORAGE_KEYS.storageProviderInfo, JSON.stringify({ creator: 1 }))
    expect(localStorageProviderStore(storage).load()).toBeNull()
  })
})
