import {
  getStorageProvider,
  listActiveProviders,
  localStorageProviderStore,
  probeLatency,
  StorageProviderSession,
  type ProviderReadOptions,
  type ProviderSelection,
  type StorageProviderInfo,
} from '@gitopia-client/chain/storage'
import { infiniteQueryOptions, queryOptions, type QueryKey } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useApiEndpoint, useAppConfig } from '@/config/app-config.ts'
import { notify } from '@/ui/toast/index.ts'

const sessions = new Map<string, StorageProviderSession>()

/** One provider session per chain endpoint for the life of the page (docs/client-rules.md#storage-provider-selection). */
export function storageSession(api: string, defaultProvider?: string): StorageProviderSession {
  let session = sessions.get(api)
  if (!session) {
    session = new StorageProviderSession({
      store: localStorageProviderStore(window.localStorage),
      listActive: () => listActiveProviders(api),
      probe: provider => probeLatency(provider),
      lookupDefault: async () =>
        defaultProvider ? await getStorageProvider(api, defaultProvider) : null,
    })
    session.subscribe(selection => {
      if (selection.provider && selection.replaced) {
        notify(
          'info',
          `Storage provider ${selection.replaced.moniker || selection.replaced.creator} is no longer active`,
          { description: `Now using ${selection.provider.moniker || selection.provider.creator}.` },
        )
      }
    })
    sessions.set(api, session)
  }
  return session
}

export function useStorageSession(): StorageProviderSession {
  const api = useApiEndpoint()
  const { network } = useAppConfig()
  return storageSession(api, network.defaultStorageProvider)
}

/** The provider in use, updated when the session chooses again. */
export function useStorageProvider(): StorageProviderInfo | null {
  const session = useStorageSession()
  const [selection, setSelection] = useState<ProviderSelection | null>(null)
  useEffect(() => {
    let live = true
    void session.selection().then(current => {
      if (live) setSelection(current)
    })
    const unsubscribe = session.subscribe(next => setSelection(next))
    return () => {
      live = false
      unsubscribe()
    }
  }, [session])
  return selection?.provider ?? null
}

/*
 * Queries that read from a storage provider through the session, which adds the time limit and
 * fails over when a provider stops answering. `read` is given the chosen provider's API URL.
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
