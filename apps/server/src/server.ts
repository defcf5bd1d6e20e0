import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { injectAppConfig } from './app-config.ts'
import { securityHeaders } from './security-headers.ts'
import { StaticFiles, type StaticFile } from './static-files.ts'

export interface AppServerOptions {
  /** The built app (`apps/web/dist`). */
  readonly distDir: string
  /** Runtime configuration injected into index.html; `undefined` keeps the build's defaults. */
  readonly appConfig?: unknown
  readonly connectSources?: readonly string[]
  readonly https?: boolean
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  file: StaticFile,
  headers: Record<string, string>,
  status = 200,
): void {
  const useGzip =
    file.gzipped !== undefined && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  const body = useGzip && file.gzipped ? file.gzipped : file.body
  response.writeHead(status, {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': body.length,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** Serves the single-page app: files from dist, and index.html for every app route. */
export async function createAppServer(options: AppServerOptions): Promise<Server> {
  const files = new StaticFiles(options.distDir)
  const template = await readFile(join(options.distDir, 'index.html'), 'utf8')
  const html = Buffer.from(
    options.appConfig === undefined ? template : injectAppConfig(template, options.appConfig),
  )
  const indexFile: StaticFile = {
    body: html,
    gzipped: gzipSync(html),
    contentType: 'text/html; charset=utf-8',
    immutable: false,
  }
  const headers = securityHeaders({
    connectSources: options.connectSources ?? [],
    https: options.https ?? false,
  })

  return createServer((request, response) => {
    const method = request.method ?? 'GET'
    if (method !== 'GET' && method !== 'HEAD') {
      response.writeHead(405, { ...headers, Allow: 'GET, HEAD' })
      response.end()
      return
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/index.html') {
      send(request, response, indexFile, headers)
      return
    }
    files
      .get(path)
      .then(file => {
        if (file) send(request, response, file, headers)
        else if (path.startsWith('/assets/')) {
          response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' })
          response.end('Not found')
        } else send(request, response, indexFile, headers)
      })
      .catch(() => {
        response.writeHead(500, { ...headers, 'Content-Type': 'text/plain' })
        response.end('Internal error')
      })
  })
}
