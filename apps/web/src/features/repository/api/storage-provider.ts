import {
  getStorageProvider,
  listActiveProviders,
  localStorageProviderStore,
  probeLatency,
  StorageProviderSession,
  type ProviderSelection,
  type StorageProviderInfo,
} from '@gitopia-client/chain/storage'
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
