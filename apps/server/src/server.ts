import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { injectAppConfig } from './app-config.ts'
import { ibcRoutes, type IbcRegistry } from './ibc/index.ts'
import { inlineScriptHashes } from './inline-scripts.ts'
import { injectPreloads, RoutePreloads } from './route-preload.ts'
import { securityHeaders } from './security-headers.ts'
import { StaticFiles, staticFile, type StaticFile } from './static-files.ts'

export interface AppServerOptions {
  /** The built app (`apps/web/dist`). */
  readonly distDir: string
  /** Runtime configuration injected into index.html; `undefined` keeps the build's defaults. */
  readonly appConfig?: unknown
  /** `connect-src` sources besides `'self'` (`connectSources()`); default `https:`. */
  readonly connectSources?: readonly string[]
  readonly https?: boolean
  /** Serve the build's source maps (off by default: they are not meant to be public). */
  readonly sourceMaps?: boolean
  /**
   * Chain registry data for `/api/ibc/*` (`mainnetIbcRegistry()`, or a devnet's directory through
   * `loadIbcRegistryDirectory`). Without it every chain is unknown (404).
   */
  readonly ibcRegistry?: IbcRegistry
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  headers: Record<string, string>,
  status = 200,
): void {
  const accepted = request.headers['accept-encoding'] ?? ''
  const encoding =
    file.brotli && /\bbr\b/.test(accepted)
      ? 'br'
      : file.gzipped && /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined
  const body = encoding === 'br' ? file.brotli : encoding === 'gzip' ? file.gzipped : file.body
  response.writeHead(status, {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': body?.length ?? 0,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Serves the single-page app: files from dist, and index.html for every app route. */
export async function createAppServer(options: AppServerOptions): Promise<Server> {
  const files = await StaticFiles.load(options.distDir, { sourceMaps: options.sourceMaps ?? false })
  const template = await readFile(join(options.distDir, 'index.html'), 'utf8')
  const page =
    options.appConfig === undefined ? template : injectAppConfig(template, options.appConfig)
  // Every path that resolves to index.html gets the page with the configuration injected and the
  // chunks of the routes it matches preloaded: one variant per route, made once at start-up.
  const preloads = await RoutePreloads.load(options.distDir)
  const plainIndex = staticFile(Buffer.from(page), '.html', false)
  const indexFiles = new Map(
    preloads
      .variants()
      .map(chunks => [
        chunks.join(' '),
        staticFile(Buffer.from(injectPreloads(page, chunks)), '.html', false),
      ]),
  )
  const indexFile = (pathname: string) =>
    indexFiles.get(preloads.preloads(pathname).join(' ')) ?? plainIndex
  const headers = securityHeaders({
    connectSources: options.connectSources ?? ['https:'],
    https: options.https ?? false,
    // Taken from the page as served: the configuration and preloads never touch these scripts.
    scriptHashes: inlineScriptHashes(page),
  })
  const api = ibcRoutes(options.ibcRegistry, headers)

  return createServer((request, response) => {
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { ...headers, Allow: 'GET, HEAD' })
      response.end()
      return
    }
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const path = StaticFiles.resolve(pathname)
    if (api(path ?? pathname.replace(/^\/+/, ''), request, response)) return
    const file = path === null || path === 'index.html' ? undefined : files.get(path)
    if (file) {
      send(request, response, file, headers)
    } else if (path?.startsWith('assets/') || path?.endsWith('.map')) {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' })
      response.end('Not found')
    } else {
      send(request, response, indexFile(pathname), headers)
    }
  })
}
