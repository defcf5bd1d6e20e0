import type {
  IncomingMessage,
  OutgoingHttpHeaders,
  RequestListener,
  ServerResponse,
} from 'node:http'

/**
 * The devnet's servers (REST, RPC, storage providers, faucet, fault controls) answer only
 * loopback: a `Host` that is not a loopback name (DNS rebinding) and a browser `Origin` that is
 * not a loopback page (any web site a developer visits) are refused before anything runs — a
 * CORS header alone would not stop a "simple" POST to the faucet. Clients without an Origin
 * (cosmjs in Node, curl, git) are unaffected. `DEVNET_ALLOWED_ORIGINS` (comma separated) adds
 * origins, e.g. an app served from another machine of the developer's network.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function hostName(value: string): string {
  try {
    return new URL(`http://${value}`).hostname
  } catch {
    return ''
  }
}

function extraOrigins(): Set<string> {
  return new Set(
    (process.env.DEVNET_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map(origin => origin.trim())
      .filter(origin => origin !== ''),
  )
}

/** Whether a browser origin may call the devnet. */
export function isAllowedOrigin(
  origin: string,
  extra: ReadonlySet<string> = extraOrigins(),
): boolean {
  if (extra.has(origin)) return true
  try {
    const url = new URL(origin)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)
    )
  } catch {
    return false
  }
}

/** Whether a request's Host names this machine's loopback. */
export function isAllowedHost(
  host: string | undefined,
  extra: ReadonlySet<string> = extraOrigins(),
): boolean {
  if (host === undefined) return true // HTTP/1.0 clients send none
  const name = hostName(host)
  return (
    LOOPBACK_HOSTS.has(name) || [...extra].some(origin => hostName(new URL(origin).host) === name)
  )
}

function refuse(response: ServerResponse, message: string): void {
  const body = JSON.stringify({ code: 7, message, details: [] })
  response.writeHead(403, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(body)
}

/** Guards a listener as described above; an allowed Origin is echoed instead of `*`. */
export function localOnly(listener: RequestListener): RequestListener {
  const extra = extraOrigins()
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!isAllowedHost(request.headers.host, extra)) {
      refuse(
        response,
        `host ${request.headers.host ?? ''} is not allowed: the devnet answers loopback only`,
      )
      return
    }
    const origin = request.headers.origin
    if (origin !== undefined) {
      if (!isAllowedOrigin(origin, extra)) {
        refuse(response, `origin ${origin} is not allowed (DEVNET_ALLOWED_ORIGINS adds one)`)
        return
      }
      echoOrigin(response, origin)
    }
    listener(request, response)
  }
}

/** Replaces a wildcard Access-Control-Allow-Origin with the (allowed) requesting origin. */
function echoOrigin(response: ServerResponse, origin: string): void {
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    headers?: OutgoingHttpHeaders,
  ) => ServerResponse
  response.setHeader('Vary', 'Origin')
  response.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find(part => typeof part === 'object' && part !== null) as
      OutgoingHttpHeaders | undefined
    if (headers && 'Access-Control-Allow-Origin' in headers) {
      headers['Access-Control-Allow-Origin'] = origin
    }
    if (response.hasHeader('Access-Control-Allow-Origin')) {
      response.setHeader('Access-Control-Allow-Origin', origin)
    }
    return writeHead(status, headers)
  }
}
