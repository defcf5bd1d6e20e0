import { rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectPreloads, RoutePreloads } from './route-preload.ts'
import { createAppServer } from './server.ts'
import { listenLocally, makeDist } from './testing/app-server.ts'

// The shape of the app's route tree (apps/web/src/app/route-modules.ts), one chunk per route.
const MAP = {
  chunks: [
    'assets/home-1.js',
    'assets/owner-1.js',
    'assets/layout-1.js',
    'assets/code-1.js',
    'assets/issue-1.js',
    'assets/new-dao-1.js',
    'assets/tree-1.js',
    'assets/shared-1.js',
  ],
  routes: [
    {
      children: [
        { path: '/' },
        { path: '/home', chunks: [0] },
        { path: '/daos/new', chunks: [5, 7] },
        { path: '/:owner', chunks: [1] },
        {
          path: '/:owner/:repo',
          chunks: [2, 7],
          children: [
            { index: true, chunks: [3] },
            { path: 'tree/*', chunks: [6] },
            { path: 'issues/:iid', chunks: [4] },
          ],
        },
        { path: '*' },
      ],
    },
  ],
}

describe('RoutePreloads', () => {
  const preloads = RoutePreloads.parse(MAP)

  it("preloads a nested route's chunks with its parents'", () => {
    expect(preloads.preloads('/alice/hello-world/issues/1')).toEqual([
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/issue-1.js',
    ])
    expect(preloads.preloads('/alice/hello-world')).toEqual([
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/code-1.js',
    ])
    expect(preloads.preloads('/alice/hello-world/tree/master/src/a.ts')).toContain(
      '/assets/tree-1.js',
    )
  })

  it('ranks static segments before dynamic ones, as the router does', () => {
    expect(preloads.preloads('/daos/new')).toEqual(['/assets/new-dao-1.js', '/assets/shared-1.js'])
    expect(preloads.preloads('/home')).toEqual(['/assets/home-1.js'])
    expect(preloads.preloads('/alice')).toEqual(['/assets/owner-1.js'])
    expect(preloads.preloads('/alice/')).toEqual(['/assets/owner-1.js'])
  })

  it('matches encoded names as the router decodes them', () => {
    expect(preloads.preloads('/al%20ice/hello%2Dworld/issues/7')).toContain('/assets/issue-1.js')
  })

  it('preloads nothing for the 404 page or the root redirect', () => {
    expect(preloads.preloads('/alice/hello-world/nothing/here')).toEqual([])
    expect(preloads.preloads('/')).toEqual([])
  })

  it('lists every page variant once', () => {
    expect(preloads.variants()).toContainEqual([])
    expect(preloads.variants()).toContainEqual([
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/issue-1.js',
    ])
  })

  it("refuses a map whose chunks are not the build's scripts", () => {
    for (const chunk of ['/etc/passwd', 'assets/a.js"><script>', 'https://evil.example/a.js'])
      expect(() => RoutePreloads.parse({ chunks: [chunk], routes: [] })).toThrow()
    expect(() => RoutePreloads.parse({ chunks: [], routes: [{ chunks: [3] }] })).toThrow()
  })

  it('puts the links at the end of the head', () => {
    const html = injectPreloads('<html><head><title>x</title></head><body></body></html>', [
      '/assets/a-1.js',
    ])
    expect(html).toMatch(
      /<title>x<\/title>\s*<link rel="modulepreload" crossorigin href="\/assets\/a-1\.js">\s*<\/head>/,
    )
  })
})

describe('app server with a route map', () => {
  let dist = ''
  let server: Server
  let base = ''
  const links = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(m => m[1])

  beforeAll(async () => {
    dist = await makeDist({
      'index.html':
        '<!doctype html><html><head><script type="application/json" id="app-config">{}</script></head><body></body></html>',
      'route-preload.json': JSON.stringify(MAP),
    })
    server = await createAppServer({ distDir: dist, appConfig: { network: { id: 'devnet' } } })
    base = await listenLocally(server)
  })

  afterAll(async () => {
    server.close()
    await rm(dist, { recursive: true, force: true })
  })

  it("serves each page with its route's chunks preloaded, configuration and headers intact", async () => {
    const response = await fetch(`${base}/alice/hello-world/issues/1`)
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('"id":"devnet"')
    expect(links(html)).toEqual([
      '/assets/layout-1.js',
      '/assets/shared-1.js',
      '/assets/issue-1.js',
    ])
    expect(links(await (await fetch(`${base}/home?tab=x`)).text())).toEqual(['/assets/home-1.js'])
  })

  it('serves the 404 page without route chunks', async () => {
    expect(links(await (await fetch(`${base}/a/b/c/d`)).text())).toEqual([])
  })
})
