import * as z from 'zod/mini'
import { list } from './wire.ts'

/** One page of a list route, in the SDK's `pagination.*` terms (docs/protocol.md#pagination). */
export interface PageRequest {
  /** Opaque key from the previous page's `nextKey`. */
  readonly key?: string | undefined
  readonly offset?: number | undefined
  readonly limit?: number | undefined
  readonly countTotal?: boolean | undefined
  readonly reverse?: boolean | undefined
}

export interface Page<T> {
  readonly items: readonly T[]
  /** Pass as `key` to get the next page; null on the last page. */
  readonly nextKey: string | null
  /** Total count when the node counted it (offset paging, or `countTotal`). */
  readonly total: number | null
}

/** Every item of a key-paged list: `limit` a page, following `nextKey` to the end. */
export async function readAllPages<T>(
  limit: number,
  read: (page: PageRequest) => Promise<Page<T>>,
): Promise<T[]> {
  const all: T[] = []
  let key: string | undefined
  do {
    const page = await read(key === undefined ? { limit } : { key, limit })
    all.push(...page.items)
    key = page.nextKey ?? undefined
  } while (key !== undefined)
  return all
}

export const pageResponse = z._default(
  z.nullable(
    z.object({
      next_key: z._default(z.nullable(z.string()), null),
      total: z._default(z.string(), '0'),
    }),
  ),
  null,
)

/**
 * The body of a list route, read as `{items, pagination}`: the chain puts the items under a name
 * of the route's own (`Issue`, `dao`, `proposals`, …), each read with `item`.
 */
export function pageBody<S extends z.ZodMiniType>(field: string, item: S) {
  return z.pipe(
    z.object({ [field]: list(item), pagination: pageResponse }),
    // The key is computed, so TypeScript types each property as either part; the schema checked both.
    z.transform(body => ({
      items: body[field] as z.output<S>[],
      pagination: body.pagination as z.output<typeof pageResponse>,
    })),
  )
}

export function pagingParams(page: PageRequest | undefined, params: URLSearchParams): void {
  if (!page) return
  if (page.key !== undefined && page.offset !== undefined) {
    throw new Error('Use either a page key or an offset, not both')
  }
  if (page.key !== undefined) params.set('pagination.key', page.key)
  if (page.offset !== undefined) params.set('pagination.offset', String(page.offset))
  if (page.limit !== undefined) params.set('pagination.limit', String(page.limit))
  if (page.countTotal) params.set('pagination.count_total', 'true')
  if (page.reverse) params.set('pagination.reverse', 'true')
}

/** The same page with each item mapped (a wire record to its domain value). */
export function mapItems<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(item => map(item)) }
}

export function toPage<T>(
  items: readonly T[],
  pagination: z.output<typeof pageResponse>,
  page: PageRequest | undefined,
): Page<T> {
  const total = Number(pagination?.total ?? '0')
  // With key paging the SDK reports 0 rather than a count (docs/protocol.md#pagination).
  const counted = page?.key === undefined || page.countTotal === true
  return {
    items,
    nextKey: pagination?.next_key ?? null,
    total: counted && Number.isSafeInteger(total) ? total : null,
  }
}
