import type { RouteResponse } from './router.ts'

export interface PageRequest {
  readonly key: string | null
  readonly offset: number
  readonly limit: number
  readonly countTotal: boolean
  readonly reverse: boolean
}

export class BadRequestError extends Error {}

const DEFAULT_LIMIT = 100

function param(query: URLSearchParams, snake: string, camel: string): string | null {
  return query.get(`pagination.${snake}`) ?? query.get(`pagination.${camel}`)
}

function parseBool(value: string | null, name: string): boolean {
  if (value === null || value === '') return false
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new BadRequestError(`invalid value "${value}" for ${name}`)
}

function parseCount(value: string | null, name: string): number {
  if (value === null || value === '') return 0
  if (!/^\d{1,15}$/.test(value)) throw new BadRequestError(`invalid value "${value}" for ${name}`)
  return Number(value)
}

/** `pagination.*` query parameters (proto or camelCase names), validated like the gateway. */
export function parsePageRequest(query: URLSearchParams): PageRequest {
  const key = param(query, 'key', 'key')
  const offset = parseCount(param(query, 'offset', 'offset'), 'pagination.offset')
  const limit = parseCount(param(query, 'limit', 'limit'), 'pagination.limit')
  const countTotal = parseBool(param(query, 'count_total', 'countTotal'), 'pagination.count_total')
  const reverse = parseBool(param(query, 'reverse', 'reverse'), 'pagination.reverse')
  if (key && offset > 0) {
    throw new BadRequestError('invalid request, either offset or key is expected, got both')
  }
  return { key: key || null, offset, limit, countTotal, reverse }
}

export interface Page<T> {
  readonly items: T[]
  readonly pagination: { next_key: string | null; total: string }
}

/**
 * `query.Paginate` over an ordered list: `next_key` is base64 of the next item's sort key;
 * `total` is counted when asked, or when neither key nor limit was given.
 */
export function paginate<T>(
  all: readonly T[],
  request: PageRequest,
  keyOf: (item: T) => string,
): Page<T> {
  const ordered = request.reverse ? [...all].reverse() : all
  const limit = request.limit === 0 ? DEFAULT_LIMIT : request.limit
  let start = request.offset
  if (request.key) {
    const wanted = Buffer.from(request.key, 'base64').toString('utf8')
    const index = ordered.findIndex(item => keyOf(item) === wanted)
    start = index === -1 ? ordered.length : index
  }
  const items = ordered.slice(start, start + limit)
  const next = ordered[start + limit]
  const countTotal = request.key === null && (request.countTotal || request.limit === 0)
  return {
    items,
    pagination: {
      next_key: next === undefined ? null : Buffer.from(keyOf(next), 'utf8').toString('base64'),
      total: countTotal ? String(all.length) : '0',
    },
  }
}

export function ok(body: unknown): RouteResponse {
  return { status: 200, body }
}

/** gRPC-gateway error bodies: `{code, message, details}` with the mapped HTTP status. */
export function grpcError(code: 2 | 3 | 5 | 16, message: string): RouteResponse {
  const status = { 2: 500, 3: 400, 5: 404, 16: 401 }[code]
  return { status, body: { code, message, details: [] } }
}
