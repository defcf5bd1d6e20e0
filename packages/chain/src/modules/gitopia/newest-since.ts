import type { Page, PageRequest } from './paging.ts'

/** What {@link readNewestSince} read: the items, and whether it reached `since` (or the list's start). */
export interface NewestSince<T> {
  readonly items: readonly T[]
  /** False when `maxPages` ran out first: older items in the window were not read. */
  readonly complete: boolean
}

/**
 * A list read newest first until its items are older than `since` (list ids grow with time), at
 * most `maxPages` pages of `limit`. The last page may hold older items: callers filter by time.
 */
export async function readNewestSince<T>(
  read: (page: PageRequest) => Promise<Page<T>>,
  timeOf: (item: T) => Date | null,
  since: number,
  { limit, maxPages }: { readonly limit: number; readonly maxPages: number },
): Promise<NewestSince<T>> {
  const items: T[] = []
  let key: string | undefined
  for (let pages = 0; pages < maxPages; pages += 1) {
    const page = await read({ reverse: true, limit, ...(key ? { key } : {}) })
    items.push(...page.items)
    const oldest = page.items.at(-1)
    if (!oldest || !page.nextKey || (timeOf(oldest)?.getTime() ?? 0) < since)
      return { items, complete: true }
    key = page.nextKey
  }
  return { items, complete: false }
}
