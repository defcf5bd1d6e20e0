import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a route handler gets: decoded path parameters and the query string. */
export interface RouteRequest {
  readonly params: Readonly<Record<string, string>>
  readonly query: URLSearchParams
  readonly method: string
  readonly body: () => Promise<string>
}

export interface RouteResponse {
  readonly status: number
  readonly body: unknown
}

export type RouteHandler = (request: RouteRequest) => RouteResponse | Promise<RouteResponse>

interface Route {
  readonly method: string
  readonly segments: readonly string[]
  readonly handler: RouteHandler
}

/**
 * A tiny path router: patterns like `/cosmos/bank/v1beta1/balances/{address}`. Literal segments
 * win over parameters, so `/balances/{address}/by_denom` and `/balances/{address}` coexist.
 */
export class Router {
  readonly #routes: Route[] = []

  get(pattern: string, handler: RouteHandler): this {
    return this.add('GET', pattern, handler)
  }

  post(pattern: string, handler: RouteHandler): this {
    return this.add('POST', pattern, handler)
  }

  add(method: string, pattern: string, handler: RouteHandler): this {
    this.#routes.push({ method, segments: pattern.split('/').filter(Boolean), handler })
    return this
  }

  match(
    method: string,
    path: string,
  ): { handler: RouteHandler; params: Record<string, string> } | undefined {
    const parts = path.split('/').filter(Boolean)
    let best:
      { handler: RouteHandler; params: Record<string, string>; literals: number } | undefined
    for (const route of this.#routes) {
      if (route.method !== method) continue
      const params = matchSegments(route.segments, parts)
      if (!params) continue
      const literals = route.segments.filter(segment => !segment.startsWith('{')).length
      if (!best || literals > best.literals) best = { handler: route.handler, params, literals }
    }
    return best && { handler: best.handler, params: best.params }
  }
}

/**
 * The parameters of `parts` under `segments`, or undefined. One segment `{name=**}` (gRPC-gateway's
 * `{trace=**}`, as ibc-go's denom routes use it, also mid-path as in `denoms/{denom=**}/total_escrow`)
 * takes one or more parts, slashes included.
 */
function matchSegments(
  segments: readonly string[],
  parts: readonly string[],
): Record<string, string> | undefined {
  const restAt = segments.findIndex(segment => /^\{\w+=\*\*\}$/.test(segment))
  const restLength = parts.length - segments.length + 1
  if (restAt === -1 ? parts.length !== segments.length : restLength < 1) return undefined
  const params: Record<string, string> = {}
  let at = 0
  for (const [i, segment] of segments.entries()) {
    if (i === restAt) {
      params[segment.slice(1, -4)] = parts
        .slice(at, at + restLength)
        .map(safeDecode)
        .join('/')
      at += restLength
      continue
    }
    const part = parts[at++] ?? ''
    if (segment.startsWith('{') && segment.endsWith('}'))
      params[segment.slice(1, -1)] = safeDecode(part)
    else if (segment !== part) return undefined
  }
  return params
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

export function readBody(request: IncomingMessage, limit = 10 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(new Error('request body too large'))
        request.destroy()
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
} as const

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body)
  response.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
  })
  response.end(payload)
}
