import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  })
}

/**
 * Hands a read a route loader started before the query's key was known (e.g. by the URL's names,
 * while the key needs an id) to that query as its fetch in flight: a page that mounts before the
 * answer arrives waits for it instead of reading again. Fresh data already cached is kept, and
 * later refetches use the page's own query function (docs/performance.md).
 */
export function adoptRead<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
  read: Promise<T>,
): void {
  void queryClient.prefetchQuery({ ...options, queryFn: () => read })
}
