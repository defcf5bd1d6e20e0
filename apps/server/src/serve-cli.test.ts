// `npm run serve` (scripts/serve.ts): the built app with a network's runtime config.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const template = `<!doctype html><html><head><script type="application/json" id="app-config">{}</script></head><body></body></html>`
let dist: string
const children: ChildProcess[] = []

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'serve-cli-'))
  await writeFile(join(dist, 'index.html'), template)
})
afterAll(async () => {
  for (const child of children) child.kill('SIGTERM')
  await rm(dist, { recursive: true, force: true })
})

function serve(
  network: string,
  ...extra: string[]
): Promise<{ url: string; output: string; code: number | null }> {
  const child = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', 'scripts/serve.ts', '--network', network],
      ...['--port', '0', '--dist', dist, ...extra],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, INIT_CWD: root } },
  )
  children.push(child)
  return new Promise(done => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /SERVE_READY (\{.*\})/.exec(output)
      if (ready?.[1])
        done({ url: (JSON.parse(ready[1]) as { url: string }).url, output, code: null })
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    child.once('exit', code => done({ url: '', output, code }))
  })
}

// Each test starts `npm run serve` through tsx, which takes seconds on a loaded machine: 5 s (the
// default) was not enough with the e2e suite beside the unit suite.
describe('npm run serve', { timeout: 60_000 }, () => {
  it('serves mainnet with the four registry providers and strict headers, no network needed', async () => {
    const { url } = await serve('mainnet')
    const response = await fetch(`${url}/alice/hello-world`)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    const config = JSON.parse(/id="app-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
      network: { chainId: string; providers: { apiEndpoint: string }[] }
    }
    expect(config.network.chainId).toBe('gitopia')
    expect(config.network.providers).toHaveLength(4)
    for (const provider of config.network.providers)
      expect(provider.apiEndpoint).toMatch(/^https:\/\//)
  })

  it("serves mainnet's /api/ibc data from the chain-registry package and offers its chains", async () => {
    const { url } = await serve('mainnet')
    const html = await (await fetch(`${url}/home`)).text()
    const config = JSON.parse(/id="app-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
      ibc?: { chains: string[] }
    }
    expect(config.ibc?.chains).toEqual(['osmosis', 'cosmoshub'])
    const info = await fetch(`${url}/api/ibc/osmosis/info`)
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({ chain_id: 'osmosis-1', bech32_prefix: 'osmo' })
    const bridge = await fetch(`${url}/api/ibc/osmosis/bridge/gitopia`)
    expect(await bridge.json()).toMatchObject({
      channels: [{ chain_1: { channel_id: 'channel-0' }, chain_2: { channel_id: 'channel-781' } }],
    })
    // The public registry has no Gitopia ↔ Cosmos Hub channel.
    expect((await fetch(`${url}/api/ibc/cosmoshub/bridge/gitopia`)).status).toBe(404)
  })

  it('sends HSTS only when told the app is reached over https (--hsts), and the mainnet CSP lists no cleartext counterparty node', async () => {
    const plain = await serve('mainnet')
    const plainHeaders = (await fetch(plain.url)).headers
    expect(plainHeaders.get('strict-transport-security')).toBeNull()
    const connect =
      plainHeaders
        .get('content-security-policy')
        ?.split('; ')
        .find(directive => directive.startsWith('connect-src')) ?? ''
    expect(connect).not.toMatch(/\bhttp:\/\//)
    const behindTls = await serve('mainnet', '--hsts')
    expect((await fetch(behindTls.url)).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    )
  })

  it('refuses a default storage provider that is not an account address', async () => {
    const { code, output } = await serve(
      'mainnet',
      '--default-storage-provider',
      'https://sp.example',
    )
    expect(code).toBe(2)
    expect(output).toContain(
      '--default-storage-provider https://sp.example is not an account address',
    )
  })

  it('refuses a broken config file, naming the field', async () => {
    const file = join(dist, 'broken.json')
    await writeFile(
      file,
      JSON.stringify({
        network: {
          id: 'x',
          chainId: 'c',
          addressPrefix: 'p',
          providers: [{ name: 'n', apiEndpoint: 'nope', rpcEndpoint: 'https://r' }],
        },
      }),
    )
    const { code, output } = await serve(file)
    expect(code).toBe(2)
    expect(output).toContain('providers.0.apiEndpoint')
  })
})
