import { useTestDevnet } from '@gitopia-client/devnet/testing'
import { describe, expect, it, vi } from 'vitest'
import type { FromWorker, IndexState, ToWorker } from './protocol.ts'

// IndexedDB stands in as a map that outlives each fresh worker of the test (jsdom has none).
const stored = vi.hoisted(() => new Map<string, unknown>())
vi.mock('idb-keyval', () => ({
  get: (key: string) => Promise.resolve(stored.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void stored.set(key, value)),
}))

// eslint-disable-next-line react-hooks/rules-of-hooks -- Vitest's beforeAll/afterAll, not a React hook
const test = useTestDevnet()

interface WorkerGlobal {
  onmessage: ((event: { data: ToWorker }) => void) | null
}

/** Starts a fresh worker on the devnet's REST endpoint as `chainId`; returns its statuses once built. */
async function openWorker(chainId: string): Promise<IndexState[]> {
  vi.resetModules()
  const statuses: IndexState[] = []
  vi.stubGlobal('postMessage', (message: FromWorker) => {
    if (message.type === 'status') statuses.push(message.status)
  })
  await import('./search-worker.ts')
  const scope = globalThis as unknown as WorkerGlobal
  scope.onmessage?.({ data: { type: 'open', api: test.devnet.restUrl, chainId } })
  await vi.waitFor(
    () => {
      const last = statuses.at(-1)
      expect(last?.state === 'ready' && !last.refreshing).toBe(true)
    },
    { timeout: 15_000 },
  )
  vi.unstubAllGlobals()
  return statuses
}

describe('the explore index kept between visits', () => {
  it('is shown again for its own chain only, even where networks share an endpoint', async () => {
    expect((await openWorker('gitopia-a'))[0]?.state).toBe('empty')
    // Another network behind the same endpoint starts from nothing, not from the first's index.
    expect((await openWorker('gitopia-b'))[0]?.state).toBe('empty')
    expect((await openWorker('gitopia-a'))[0]).toMatchObject({ state: 'ready', refreshing: true })
  }, 60_000)

  it('builds again an index stored in an older format instead of showing it', async () => {
    // Stored before entries had the fork flag: the same chain and endpoint, no format.
    stored.set(`explore-index:gitopia-old:${test.devnet.restUrl}`, {
      api: test.devnet.restUrl,
      owners: [],
      repositories: [],
      fullBuildAt: Date.now(),
    })
    expect((await openWorker('gitopia-old'))[0]?.state).toBe('empty')
    expect((await openWorker('gitopia-old'))[0]).toMatchObject({ state: 'ready', refreshing: true })
  }, 60_000)
})
