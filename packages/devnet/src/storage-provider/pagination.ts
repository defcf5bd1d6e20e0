import { z } from 'zod'
import { badRequest } from './http-error.ts'

/** Numbers may arrive as JSON numbers or Cosmos-style decimal strings. */
const count = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

export const paginationSchema = z
  .object({
    key: z.string().optional(),
    offset: count.optional(),
    limit: count.optional(),
    count_total: z.boolean().optional(),
    reverse: z.boolean().optional(),
  })
  // Bad keys are refused while parsing, before any git work (and before a 404 could hide them).
  .superRefine((value, context) => {
    try {
      readPage(value, 1)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
    }
  })
  .optional()

export type PaginationRequest = z.infer<typeof paginationSchema>

export interface Page {
  readonly start: number
  readonly limit: number
  readonly countTotal: boolean
}

export interface PaginationResponse {
  next_key?: string
  total?: number
}

/** Upper bound per page, so one request cannot ask for a whole 100k-entry listing at once. */
const MAX_LIMIT = 5000

/**
 * Keys are 8-byte big-endian positions (base64), as the real provider's; `offset` and `key`
 * together are refused like Cosmos does.
 */
export function readPage(request: PaginationRequest, defaultLimit: number): Page {
  const limit = Math.min(request?.limit || defaultLimit, MAX_LIMIT)
  const countTotal = request?.count_total ?? false
  if (request?.key !== undefined && request.key !== '') {
    if (request.offset !== undefined && request.offset !== 0) {
      throw badRequest('either offset or key is expected, got both')
    }
    return { start: decodeKey(request.key), limit, countTotal }
  }
  return { start: request?.offset ?? 0, limit, countTotal }
}

/** The response for a page of a list of `total` items (null when the total is unknown). */
export function pageResponse(
  page: Page,
  hasMore: boolean,
  total: number | null,
): PaginationResponse {
  const response: PaginationResponse = {}
  if (hasMore) response.next_key = encodeKey(page.start + page.limit)
  if (page.countTotal && total !== null) response.total = total
  return response
}

export function encodeKey(position: number): string {
  const bytes = Buffer.alloc(8)
  bytes.writeBigUInt64BE(BigInt(position))
  return bytes.toString('base64')
}

function decodeKey(key: string): number {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(key)) throw badRequest('pagination key is not base64')
  const bytes = Buffer.from(key, 'base64')
  if (bytes.length !== 8) throw badRequest('pagination key must be 8 bytes')
  const position = bytes.readBigUInt64BE()
  if (position > BigInt(Number.MAX_SAFE_INTEGER)) throw badRequest('pagination key out of range')
  return Number(position)
}
