import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * One JSON document, serialized once; its compressed forms are made on first demand and kept
 * (there is one per registry file, so memory stays bounded whatever is requested).
 */
export class JsonBody {
  readonly body: Buffer
  readonly etag: string
  #gzip: Buffer | undefined
  #brotli: Buffer | undefined

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value))
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`
  }

  encoded(acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
    if (this.body.length <= 512) return { body: this.body }
    if (/\bbr\b/.test(acceptEncoding)) {
      this.#brotli ??= brotliCompressSync(this.body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
      })
      return { body: this.#brotli, encoding: 'br' }
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      this.#gzip ??= gzipSync(this.body, { level: 9 })
      return { body: this.#gzip, encoding: 'gzip' }
    }
    return { body: this.body }
  }
}

/** Registry data changes only with a deploy or a devnet restart: a short cache is enough. */
export const JSON_CACHE_CONTROL = 'public, max-age=300'

export function sendJson(
  request: IncomingMessage,
  response: ServerResponse,
  json: JsonBody,
  headers: Record<string, string>,
): void {
  const common = {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': JSON_CACHE_CONTROL,
    ETag: json.etag,
    Vary: 'Accept-Encoding',
  }
  if (request.headers['if-none-match'] === json.etag) {
    response.writeHead(304, common)
    response.end()
    return
  }
  const { body, encoding } = json.encoded(request.headers['accept-encoding'] ?? '')
  response.writeHead(200, {
    ...common,
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}

export function sendJsonError(
  request: IncomingMessage,
  response: ServerResponse,
  status: 400 | 404,
  error: string,
  headers: Record<string, string>,
): void {
  const body = Buffer.from(JSON.stringify({ error }))
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
