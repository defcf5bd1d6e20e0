import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../testing/json-response.ts'
import { listActiveProviders, primeActiveProviders } from './queries.ts'
import { listPendingStorageUpdates } from '../../storage/repository-storage.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('listActiveProviders', () => {
  it('never returns a jailed provider or one with an unsafe api_url', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({
        providers: [
          { creator: 'gitopia1a', api_url: 'https://a.test/', moniker: 'a', jailed: false },
          { creator: 'gitopia1b', api_url: 'https://b.test', moniker: 'b', jailed: true },
          { creator: 'gitopia1c', api_url: 'https://c.test', moniker: 'c' },
          { creator: 'gitopia1d', api_url: 'javascript:alert(1)', moniker: 'd' },
          { creator: 'gitopia1e', api_url: 'http://e.example.com', moniker: 'e' },
        ],
      }),
    )
    const providers = await listActiveProviders('http://node.test')
    expect(providers.map(p => p.moniker)).toEqual(['a', 'c'])
    expect(providers[0]?.apiUrl).toBe('https://a.test')
  })

  it('takes the list the route table sent with the first reads, once', async () => {
    const asked: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url)
      return jsonResponse({
        providers: [{ creator: 'gitopia1a', api_url: 'https://a.test', moniker: 'a' }],
      })
    })
    primeActiveProviders('http://node.test')
    expect(asked).toEqual(['http://node.test/gitopia/gitopia/storage/active-providers'])
    expect((await listActiveProviders('http://node.test')).map(p => p.moniker)).toEqual(['a'])
    expect(asked).toHaveLength(1)
    await listActiveProviders('http://node.test')
    expect(asked).toHaveLength(2)
  })
})

describe('listPendingStorageUpdates', () => {
  it("keeps one repository's proposals of every kind", async () => {
    const answers: Record<string, unknown> = {
      'packfile-update-proposals': {
        packfile_update_proposals: [
          {
            id: '1',
            provider: 'p',
            user: 'u',
            repository_id: '7',
            expires_at: '2030-01-01T00:00:00Z',
          },
          { id: '2', provider: 'p', user: 'u', repository_id: '8', expires_at: null },
        ],
      },
      'release-assets-update-proposals': {
        release_assets_proposals: [
          { id: '3', provider: 'p', user: 'u', repository_id: '7', tag: 'v1' },
        ],
      },
      'lfs-object-update-proposals': { lfs_object_proposals: [] },
    }
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname.split('/').pop() ?? ''
      return jsonResponse(answers[path])
    })
    const pending = await listPendingStorageUpdates('http://node.test', '7')
    expect(pending.map(p => [p.kind, p.id, p.detail])).toEqual([
      ['packfile', '1', ''],
      ['release assets', '3', 'v1'],
    ])
    expect(pending[0]?.expiresAt?.getUTCFullYear()).toBe(2030)
  })
})
