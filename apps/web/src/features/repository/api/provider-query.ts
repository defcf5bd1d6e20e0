import type { ProviderReadOptions, StorageProviderSession } from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query'

/*
 * Queries that read from a storage provider through the page's session, which adds the time limit
 * and fails over when a provider stops answering. `read` is given the chosen provider's API URL.
 * Content addressed by a commit sha never changes, so by default it is cached without a stale
 * time; reads that follow branch heads pass a shorter one.
 */

/** One read from the session's provider. */
export function providerQuery<T, Key extends QueryKey>(
  session: StorageProviderSession,
  queryKey: Key,
  read: (api: string, options: ProviderReadOptions) => Promise<T>,
  staleTime = Infinity,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      session.read((provider, options) => read(provider.apiUrl, options), signal),
    staleTime,
  })
}

/** A provider's list of `limit` items a page, by its `nextKey`, loaded as the reader scrolls. */
export function providerPagesQuery<Page extends { nextKey: string | null }, Key extends QueryKey>(
  session: StorageProviderSession,
  queryKey: Key,
  limit: number,
  read: (
    api: string,
    page: { key: string | undefined; limit: number },
    options: ProviderReadOptions,
  ) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      session.read(
        (provider, options) =>
          read(provider.apiUrl, { key: pageParam || undefined, limit }, options),
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: page => page.nextKey ?? undefined,
    staleTime: Infinity,
  })
}
