import { afterEach, describe, expect, it, vi } from 'vitest'
import { listActiveProviders } from './chain.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('listActiveProviders', () => {
  it('never returns a jailed provider, even when a node lists one as active', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            providers: [
              { creator: 'gitopia1a', api_url: 'https://a.test/', moniker: 'a', jailed: false },
              { creator: 'gitopia1b', api_url: 'https://b.test', moniker: 'b', jailed: true },
              { creator: 'gitopia1c', api_url: 'https://c.test', moniker: 'c' },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    )
    const providers = await listActiveProviders('http://node.test')
    expect(providers.map(p => p.moniker)).toEqual(['a', 'c'])
    expect(providers[0]?.apiUrl).toBe('https://a.test')
  })
})
