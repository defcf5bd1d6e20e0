import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core'

/** The endpoint answered with a non-2xx status. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly url: string,
    readonly status: number,
    /** The gateway's `message` when the body had one. */
    readonly serverMessage: string | undefined,
  ) {
    super(`${status} from ${url}${serverMessage ? `: ${serverMessage}` : ''}`)
  }
}

/** The endpoint could not be reached or did not answer in time. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  constructor(
    readonly url: string,
    readonly reason: 'unreachable' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout' ? `${url} did not answer in time` : `${url} could not be reached`,
      options,
    )
  }
}

/** The endpoint answered, but not in the shape this client understands (a version mismatch). */
export class SchemaError extends Error {
  override readonly name = 'SchemaError'
  constructor(
    readonly url: string,
    readonly issues: readonly $ZodIssue[],
  ) {
    super(
      `Unexpected response from ${url}: ${issues
        .slice(0, 3)
        .map(issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; ')}`,
    )
  }
}

export interface FetchJsonOptions {
  readonly signal?: AbortSignal | undefined
  /** Gives up after this long; defaults to 10 s. */
  readonly timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 10_000

/** Sends a request for URLs under a base, e.g. through the node pool (`path` follows the base). */
export type Transport = (path: string, init: RequestInit) => Promise<Response>

const transports = new Map<string, Transport>()

/**
 * Routes every request under `base` through `transport` (the node pool: failover and hedging
 * live there, below this one wrapper). Returns a function that removes the route.
 */
export function registerTransport(base: string, transport: Transport): () => void {
  transports.set(base, transport)
  return () => transports.delete(base)
}

function route(url: string, init: RequestInit): Promise<Response> {
  for (const [base, transport] of transports)
    if (url.startsWith(base)) return transport(url.slice(base.length), init)
  return fetch(url, init)
}

/** How long a primed answer waits for the read it was sent for (the route's code to load). */
const PRIMED_FOR_MS = 5_000

const primed = new Map<string, { readonly response: Promise<Response>; readonly until: number }>()

/**
 * Sends GET `url` now, before the code that reads it has loaded: the route table primes the first
 * reads of the page the app opens on, so they overlap with downloading the page's code instead of
 * following it (docs/performance.md, "Reads that do not wait for code"). The next `fetchJson` of
 * the same URL within a few seconds takes this answer instead of asking again; nothing else
 * changes (same transport, same validation, same errors).
 */
export function primeRead(url: string): void {
  const now = performance.now()
  for (const [key, entry] of primed)
    if (entry.until < now) {
      primed.delete(key)
      void entry.response.then(response => response.body?.cancel()).catch(() => undefined)
    }
  if (primed.has(url)) return
  const response = route(url, {
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
    headers: { Accept: 'application/json' },
  })
  response.catch(() => undefined)
  primed.set(url, { response, until: now + PRIMED_FOR_MS })
}

/** A primed answer for `url`, taken once; a primed read that failed is asked again. */
async function takePrimed(url: string): Promise<Response | undefined> {
  const entry = primed.get(url)
  if (!entry) return undefined
  primed.delete(url)
  if (entry.until < performance.now()) {
    void entry.response.then(response => response.body?.cancel()).catch(() => undefined)
    return undefined
  }
  return entry.response.catch(() => undefined)
}

/**
 * GETs JSON and validates it with a schema. The one place the client talks HTTP for reads.
 * Takes any zod schema; browser code uses `zod/mini`, which is a fraction of the size.
 */
export async function fetchJson<S extends $ZodType>(
  url: string,
  schema: S,
  options: FetchJsonOptions = {},
): Promise<output<S>> {
  return requestJson(url, schema, options)
}

/**
 * POSTs a JSON body and validates the JSON answer (the storage provider's content API). Sent as
 * `text/plain` so a cross-origin call stays a simple request: no preflight round trip.
 */
export async function postJson<S extends $ZodType>(
  url: string,
  body: unknown,
  schema: S,
  options: FetchJsonOptions = {},
): Promise<output<S>> {
  return requestJson(url, schema, options, {
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'text/plain;charset=UTF-8',
  })
}

async function requestJson<S extends $ZodType>(
  url: string,
  schema: S,
  options: FetchJsonOptions,
  send?: { readonly method: 'POST'; readonly body: string; readonly contentType: string },
): Promise<output<S>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  let response: Response | undefined = send ? undefined : await takePrimed(url)
  try {
    response ??= await route(
      url,
      send
        ? {
            signal,
            method: send.method,
            body: send.body,
            headers: { Accept: 'application/json', 'Content-Type': send.contentType },
          }
        : { signal, headers: { Accept: 'application/json' } },
    )
  } catch (error) {
    if (options.signal?.aborted || error instanceof NetworkError) throw error
    throw new NetworkError(url, timeout.aborted ? 'timeout' : 'unreachable', { cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    // The gateway says `message`; a storage provider says `error` (or plain text).
    const message =
      typeof body === 'object' && body !== null
        ? 'message' in body
          ? String(body.message)
          : 'error' in body
            ? String(body.error)
            : undefined
        : undefined
    throw new HttpError(url, response.status, message)
  }
  const parsed = safeParse(schema, body)
  if (!parsed.success) throw new SchemaError(url, parsed.error.issues)
  return parsed.data
}

/** Joins an endpoint base URL and a path without doubling or dropping slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
