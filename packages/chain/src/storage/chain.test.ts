import { afterEach, describe, expect, it, vi } from 'vitest'
import { listActiveProviders } from './chain.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('listActiveProviders', () => {
  it('never returns a jailed provider or one with an unsafe api_url', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            providers: [
              { creator: 'gitopia1a', api_url: 'https://a.test/', moniker: 'a', jailed: false },
              { creator: 'gitopia1b', api_url: 'https://b.test', moniker: 'b', jailed: true },
              { creator: 'gitopia1c', api_url: 'https://c.test', moniker: 'c' },
              { creator: 'gitopia1d', api_url: 'javascript:alert(1)', moniker: 'd' },
              { creator: 'gitopia1e', api_url: 'http://e.example.com', moniker: 'e' },
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
