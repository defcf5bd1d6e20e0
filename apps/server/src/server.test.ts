import { createHash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectAppConfig } from './app-config.ts'
import { createAppServer } from './server.ts'
import { listenLocally, makeDist } from './testing/app-server.ts'

const THEME_SCRIPT = "document.documentElement.classList.add('dark')"
const template = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="application/json" id="app-config">
  {}
</script></head><body></body></html>`

const MAPPED_SCRIPT = 'export const a=1;\n//# sourceMappingURL=mapped-aaa111.js.map'

let dist: string
let server: Server
let base = ''

beforeAll(async () => {
  dist = await makeDist({
    'index.html': template,
    'assets/app-abc123.js': 'console.log(1)'.repeat(100),
    'secret.txt': 'not for you',
    'assets/app-abc123.js.map': '{"version":3}',
    'assets/mapped-aaa111.js': MAPPED_SCRIPT,
    'assets/big-def456.js': Buffer.alloc(4 * 1024 * 1024, 'a'),
  })
  server = await createAppServer({
    distDir: dist,
    appConfig: { network: { id: 'devnet', note: '</script><script>alert(1)</script>' } },
    connectSources: ['http://127.0.0.1:1317'],
  })
  base = await listenLocally(server)
})

afterAll(async () => {
  server.close()
  await rm(dist, { recursive: true, force: true })
})

describe('app server', () => {
  it('serves index.html for app routes with strict security headers', async () => {
    const response = await fetch(`${base}/daos/foo/dashboard`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain('http://127.0.0.1:1317')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  it('lets the page run its own inline script and no other', async () => {
    const response = await fetch(`${base}/home`)
    const scriptSources = /script-src ([^;]*)/.exec(
      response.headers.get('content-security-policy') ?? '',
    )?.[1]
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`)
    expect(await response.text()).toContain(`<script>${THEME_SCRIPT}</script>`)
  })

  it('injects the configuration so that it cannot close the script element', async () => {
    const html = await (await fetch(`${base}/home`)).text()
    expect(html).toContain('"id":"devnet"')
    expect(html).not.toContain('</script><script>alert(1)')
    expect(html).toContain('\\u003c/script>')
  })

  it('serves hashed assets as immutable and gzipped', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await response.text()).toContain('console.log(1)')
  })

  it('answers 404 for a missing asset rather than the app', async () => {
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404)
  })

  it('never serves files outside the build', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc%2fpasswd`)
    expect(await response.text()).not.toContain('root:')
  })

  it('serves the injected page for every spelling of index.html', async () => {
    for (const path of ['/index.html', '/%69ndex.html', '/assets/../index.html', '//index.html']) {
      const html = await (await fetch(`${base}${path}`)).text()
      expect(html, path).toContain('"id":"devnet"')
    }
  })

  it('does not serve source maps, nor the comments naming them', async () => {
    expect((await fetch(`${base}/assets/app-abc123.js.map`)).status).toBe(404)
    expect(await (await fetch(`${base}/assets/mapped-aaa111.js`)).text()).toBe('export const a=1;')
  })

  it('serves source maps and the comments naming them when asked to', async () => {
    const debugging = await createAppServer({ distDir: dist, sourceMaps: true })
    const origin = await listenLocally(debugging)
    try {
      expect(await (await fetch(`${origin}/assets/mapped-aaa111.js`)).text()).toBe(MAPPED_SCRIPT)
      expect((await fetch(`${origin}/assets/app-abc123.js.map`)).status).toBe(200)
    } finally {
      debugging.close()
    }
  })

  it('serves brotli when the browser takes it', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(await response.text()).toContain('console.log(1)')
  })

  it('keeps memory flat under 1,000 distinct spellings of a 4 MB file and of missing paths', async () => {
    // `/assets/%2F%2F%62ig-def456.js`: i encoded slashes, so every spelling is another path.
    const spell = (i: number) => `/assets/${'%2F'.repeat(i)}%62ig-def456.js`
    const warm = await fetch(`${base}${spell(0)}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(warm.status).toBe(200)
    await warm.arrayBuffer()
    const before = process.memoryUsage().rss
    for (let i = 1; i <= 1000; i++) {
      const path = i % 2 ? spell(i) : `/assets/missing-${i}.js`
      // HEAD: the server does the same lookup; the test need not download 2 GB.
      const response = await fetch(`${base}${path}`, {
        method: 'HEAD',
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(response.status).toBe(i % 2 ? 200 : 404)
    }
    const grown = process.memoryUsage().rss - before
    // Compressing or caching per spelling would add ~4 MB each (2 GB over 500 spellings).
    expect(grown).toBeLessThan(64 * 1024 * 1024)
  }, 60_000)

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/home`, { method: 'POST' })).status).toBe(405)
  })
})

describe('injectAppConfig', () => {
  it('fails loudly when the page has no configuration block', () => {
    expect(() => injectAppConfig('<html></html>', {})).toThrow('no #app-config block')
  })
})
