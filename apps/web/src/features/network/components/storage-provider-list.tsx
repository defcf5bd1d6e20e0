import { NODE_POOL_REST } from '@gitopia-client/chain/nodes'
import {
  listActiveProviders,
  probeLatency,
  type StorageProviderInfo,
} from '@gitopia-client/chain/storage'
import { useQuery } from '@tanstack/react-query'
import { useStorageProvider, useStorageSession } from '@/features/repository/index.ts'
import { Button } from '@/ui/button.tsx'
import { LoadError } from '@/ui/load-error.tsx'
import { notify } from '@/ui/toast/index.ts'
import { ProviderRow } from './provider-row.tsx'

/** Query keys of the provider list: they hang under the network feature's root, `network`. */
export const storageProviderKeys = {
  storageProviders: () => ['network', 'storage-providers'] as const,
  storageLatency: (creator: string) => ['network', 'storage-latency', creator] as const,
}

function Latency({ provider }: { provider: StorageProviderInfo }) {
  const latency = useQuery({
    queryKey: storageProviderKeys.storageLatency(provider.creator),
    queryFn: async () => {
      try {
        return await probeLatency(provider)
      } catch {
        return Infinity
      }
    },
    staleTime: 30_000,
  })
  if (latency.data === undefined) return <span className="text-fg-muted">Measuring…</span>
  if (!Number.isFinite(latency.data)) return <span className="text-danger">No answer</span>
  return <span className="text-green-700 dark:text-green-400">{Math.round(latency.data)} ms</span>
}

/** The chain's active storage providers with latency; one can be pinned (storageProviderInfo). */
export function StorageProviderList() {
  const providers = useQuery({
    queryKey: storageProviderKeys.storageProviders(),
    queryFn: ({ signal }) => listActiveProviders(NODE_POOL_REST, { signal }),
  })
  const session = useStorageSession()
  const inUse = useStorageProvider()
  if (providers.error)
    return (
      <LoadError
        what="the storage providers"
        error={providers.error}
        onRetry={() => void providers.refetch()}
      />
    )
  if (!providers.data) return <p className="text-fg-muted">Loading storage providers…</p>
  if (providers.data.length === 0)
    return <p className="text-fg-muted">The chain lists no active storage provider.</p>
  const pin = (provider: StorageProviderInfo) => {
    session.pin(provider)
    notify('info', `Using ${provider.moniker} for repository content`)
  }
  return (
    <ul
      className="divide-y divide-border rounded-md border border-border"
      aria-label="Storage providers"
    >
      {providers.data.map(provider => (
        <ProviderRow
          key={provider.creator}
          name={provider.moniker}
          inUse={inUse?.creator === provider.creator ? 'In use' : null}
        >
          <div className="min-w-0 flex-1 text-sm">
            <Latency provider={provider} />
            <div className="truncate font-mono text-xs text-fg-muted">{provider.apiUrl}</div>
          </div>
          <Button onClick={() => pin(provider)} disabled={inUse?.creator === provider.creator}>
            Pin
          </Button>
        </ProviderRow>
      ))}
    </ul>
  )
}
