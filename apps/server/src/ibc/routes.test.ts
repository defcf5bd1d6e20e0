import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  DEVNET_CHANNELS,
  devnetRegistryChains,
  writeRegistry,
} from '@gitopia-client/devnet/registry'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppServer } from '../server.ts'
import { loadIbcRegistryDirectory } from './index.ts'

const template = `<!doctype html><html><head><script type="application/json" id="app-config">{}</script></head><body>app page</body></html>`
const chain = (
  chainName: string,
  chainId: string,
  prefix: string,
  denom: string,
  port: number,
) => ({
  chainName,
  chainId,
  prefix,
  denom,
  restUrl: `http://127.0.0.1:${port}`,
  rpcUrl: `http://127.0.0.1:${port + 1}`,
})

let dir: string
const servers: Server[] = []
let base = ''
let bare = ''

async function listen(server: Server): Promise<string> {
  servers.push(server)
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : ''
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ibc-routes-'))
  await writeFile(join(dir, 'index.html'), template)
  // The devnet's own writer makes the registry the stack serves.
  const registryDir = join(dir, 'chain-registry')
  await writeRegistry(
    registryDir,
    devnetRegistryChains([
      chain('gitopia', 'gitopia-devnet-1', 'gitopia', 'ulore', 1317),
      chain('osmosis', 'osmosis-devnet-1', 'osmo', 'uosmo', 2317),
      chain('cosmoshub', 'cosmoshub-devnet-1', 'cosmos', 'uatom', 3317),
    ]),
    DEVNET_CHANNELS,
  )
  const ibcRegistry = await loadIbcRegistryDirectory(registryDir)
  base = await listen(await createAppServer({ distDir: dir, ibcRegistry }))
  bare = await listen(await createAppServer({ distDir: dir }))
})

afterAll(async () => {
  for (const server of servers) server.close()
  await rm(dir, { recursive: true, force: true })
})

async function json(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init)
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('/api/ibc routes', () => {
  it("serves a chain's chain.json with a short cache and the strict headers", async () => {
    const { response, body } = await json('/api/ibc/osmosis/info')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=300')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(body).toMatchObject({
      chain_name: 'osmosis',
      chain_id: 'osmosis-devnet-1',
      bech32_prefix: 'osmo',
      // The chain-registry package's published price (the app pays the spec's 0.025 instead).
      fees: { fee_tokens: [{ denom: 'uosmo', fixed_min_gas_price: 0.03 }] },
      apis: {
        rest: [{ address: 'http://127.0.0.1:2317' }],
        rpc: [{ address: 'http://127.0.0.1:2318' }],
      },
    })
  })

  it("serves a chain's asset list, LORE among Osmosis's vouchers", async () => {
    const { response, body } = await json('/api/ibc/osmosis/assets')
    expect(response.status).toBe(200)
    const assets = body.assets as { symbol: string; base: string }[]
    expect(assets.map(asset => asset.symbol)).toEqual(['OSMO', 'LORE'])
    expect(assets[1]?.base).toBe(
      'ibc/B1C1806A540B3E165A2D42222C59946FB85BA325596FC85662D7047649F419F3',
    )
  })

  it('serves the IBC data of a pair whichever order the names come in', async () => {
    const sorted = await json('/api/ibc/gitopia/bridge/osmosis')
    const unsorted = await json('/api/ibc/osmosis/bridge/gitopia')
    expect(sorted.response.status).toBe(200)
    expect(unsorted.body).toEqual(sorted.body)
    expect(sorted.body).toMatchObject({
      chain_1: { chain_name: 'gitopia', connection_id: 'connection-0' },
      chain_2: { chain_name: 'osmosis', connection_id: 'connection-2287' },
      channels: [{ chain_1: { channel_id: 'channel-0' }, chain_2: { channel_id: 'channel-781' } }],
    })
    const hub = await json('/api/ibc/gitopia/bridge/cosmoshub')
    expect(hub.body).toMatchObject({ chain_1: { chain_name: 'cosmoshub' } })
  })

  const malformed = 'A chain name is 1 to 32 lowercase letters or digits'
  it.each([
    ['/api/ibc/unknown/info', 404, 'Unknown chain: unknown'],
    ['/api/ibc/unknown/assets', 404, 'Unknown chain: unknown'],
    ['/api/ibc/gitopia/bridge/juno', 404, 'No IBC channel between gitopia and juno'],
    ['/api/ibc/gitopia/bridge/gitopia', 404, 'No IBC channel between gitopia and gitopia'],
    ['/api/ibc/Osmosis/info', 400, malformed],
    ['/api/ibc/os_mosis/assets', 400, malformed],
    [`/api/ibc/${'a'.repeat(33)}/info`, 400, malformed],
    ['/api/ibc/gitopia/bridge/osmosis%20', 400, malformed],
    ['/api/ibc/%ZZ/info', 400, malformed],
    ['/api/ibc/%3Cscript%3E/info', 400, malformed],
  ])('answers %s with %i JSON that says why', async (path, status, error) => {
    const { response, body } = await json(path)
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(body.error).toBe(error)
  })

  it('answers 404 JSON, not the app page, for other API paths', async () => {
    for (const path of ['/api/ibc/osmosis/other', '/api/ibc/osmosis', '/api/else', '/api']) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('app page')
    }
    expect(await (await fetch(`${base}/home`)).text()).toContain('app page')
  })

  it('compresses large documents and answers a matching ETag with 304', async () => {
    const first = await fetch(`${base}/api/ibc/gitopia/info`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(((await first.json()) as { chain_id: string }).chain_id).toBe('gitopia-devnet-1')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(`${base}/api/ibc/gitopia/info`, {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
    const head = await fetch(`${base}/api/ibc/gitopia/info`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('knows no chain when started without registry data', async () => {
    const response = await fetch(`${bare}/api/ibc/gitopia/info`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Unknown chain: gitopia' })
  })
})
