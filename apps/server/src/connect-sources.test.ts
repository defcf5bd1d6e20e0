import { describe, expect, it } from 'vitest'
import { connectSources } from './connect-sources.ts'
import type { IbcRegistry } from './ibc/index.ts'
import { securityHeaders } from './security-headers.ts'

const registry: IbcRegistry = {
  chains: new Map([
    [
      'osmosis',
      {
        info: {
          chain_name: 'osmosis',
          chain_id: 'osmosis-1',
          bech32_prefix: 'osmo',
          apis: {
            rest: [{ address: 'https://lcd.osmosis.example/' }, { address: 'javascript:alert(1)' }],
            rpc: [
              { address: 'https://rpc.osmosis.example:443/rpc' },
              { address: 'not a url' },
              { address: 'http://rpc.cleartext.example:26657' },
            ],
          },
        },
        assets: { chain_name: 'osmosis', assets: [] },
      },
    ],
  ]),
  bridges: new Map(),
}

const nodes = [
  { apiEndpoint: 'https://rest.node-a.example/api', rpcEndpoint: 'https://rpc.node-a.example' },
  { apiEndpoint: 'https://rest.node-b.example', rpcEndpoint: 'https://rpc.node-b.example:26657' },
  { apiEndpoint: 'https://rest.node-a.example/other', rpcEndpoint: 'https://rpc.node-a.example' },
]

function connectSrc(sources: readonly string[]): string | undefined {
  const headers = securityHeaders({ connectSources: sources, https: true })
  const csp = headers['Content-Security-Policy'] ?? ''
  return csp.split('; ').find(directive => directive.startsWith('connect-src'))
}

describe('connect-src', () => {
  it('lists the configured nodes and counterparties by origin, then https: for run-time providers and custom nodes', () => {
    expect(connectSrc(connectSources({ nodes, ibc: { registry, chains: ['osmosis'] } }))).toBe(
      [
        "connect-src 'self'",
        'https://rest.node-a.example',
        'https://rpc.node-a.example',
        'wss://rpc.node-a.example',
        'https://rest.node-b.example',
        'https://rpc.node-b.example:26657',
        'wss://rpc.node-b.example:26657',
        'https://lcd.osmosis.example',
        'https://rpc.osmosis.example',
        'https:',
      ].join(' '),
    )
  })

  it('on a devnet whose providers are known lists them and allows no remote host at all', () => {
    const directive = connectSrc(
      connectSources({
        nodes: [{ apiEndpoint: 'http://127.0.0.1:1317', rpcEndpoint: 'http://127.0.0.1:26657' }],
        storageProviders: ['http://127.0.0.1:5001', 'http://127.0.0.1:5002/'],
        runtime: ['http://127.0.0.1:*'],
      }),
    )
    expect(directive).toBe(
      "connect-src 'self' http://127.0.0.1:1317 http://127.0.0.1:26657 ws://127.0.0.1:26657 http://127.0.0.1:5001 http://127.0.0.1:5002 http://127.0.0.1:*",
    )
    // No scheme on its own (`https:`, `ws:`) and no wildcard host.
    expect(directive).not.toMatch(/\s(https|wss?):(\s|$)|\*\.|\s\*(\s|$)/)
  })

  it('never lists a chain the app does not offer, nor a scheme other than http(s)', () => {
    const sources = connectSources({ nodes: [], ibc: { registry, chains: [] }, runtime: [] })
    expect(sources).toEqual([])
    const offered = connectSources({
      nodes: [],
      ibc: { registry, chains: ['osmosis'] },
      runtime: [],
    })
    expect(offered.every(source => source.startsWith('https://'))).toBe(true)
  })

  it('leaves out a counterparty node the registry lists over cleartext http', () => {
    const offered = connectSources({
      nodes: [],
      ibc: { registry, chains: ['osmosis'] },
      runtime: [],
    })
    expect(offered).toEqual(['https://lcd.osmosis.example', 'https://rpc.osmosis.example'])
  })
})
