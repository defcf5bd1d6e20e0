import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { LoadError } from '@/ui/load-error.tsx'
import { TimeAgo } from '@/ui/time-ago.tsx'
import type { PendingStorageUpdate, StoredObject } from '@gitopia-client/chain/storage'
import { useRepositoryStorage } from '../api/repository-storage.ts'
import { formatSize } from '../model/format.ts'

/** The repository's Storage tab: what is pinned where, as the chain records it. */
export function RepositoryStorageRoute() {
  const { repository } = useRepository()
  const storage = useRepositoryStorage(repository.id)
  return (
    <section className="flex flex-col gap-4" aria-label="Storage">
      <title>{`Storage · ${repository.name} · Gitopia`}</title>
      <h2 className="text-lg font-semibold">Repository data</h2>
      {storage.isPending ? (
        <p className="text-fg-muted">Loading…</p>
      ) : storage.isError ? (
        <LoadError
          what="the storage records"
          error={storage.error}
          onRetry={() => void storage.refetch()}
        />
      ) : (
        <>
          {storage.data.packfile ? (
            <dl
              aria-label="Packfile"
              className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-md border border-border p-3 text-sm"
            >
              <dt className="text-fg-muted">Packfile</dt>
              <dd className="font-mono break-all">{storage.data.packfile.name}</dd>
              <dt className="text-fg-muted">CID</dt>
              <dd className="font-mono break-all">{storage.data.packfile.cid}</dd>
              <dt className="text-fg-muted">Size</dt>
              <dd>{formatSize(storage.data.packfile.sizeBytes)}</dd>
              <dt className="text-fg-muted">Stored by</dt>
              <dd>
                <Link
                  className="break-all text-accent"
                  to={paths.storageProvider.href(storage.data.packfile.provider)}
                >
                  {storage.data.packfile.provider}
                </Link>
              </dd>
              <dt className="text-fg-muted">Updated</dt>
              <dd>
                <TimeAgo date={storage.data.packfile.updatedAt} />
              </dd>
            </dl>
          ) : (
            <p className="text-fg-muted">Nothing pushed yet: no packfile is stored.</p>
          )}
          <PendingUpdates pending={storage.data.pending} />
          <ObjectList title="Release assets" objects={storage.data.releaseAssets} />
          <ObjectList title="LFS objects" objects={storage.data.lfsObjects} />
        </>
      )}
    </section>
  )
}

function ObjectList({ title, objects }: { title: string; objects: readonly StoredObject[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {objects.length === 0 ? (
        <p className="text-fg-muted">None.</p>
      ) : (
        <ul
          aria-label={title}
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {objects.map(object => (
            <li key={object.id} className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm">
              <span className="font-semibold break-all">{object.label}</span>
              <span>{formatSize(object.sizeBytes)}</span>
              <span className="font-mono text-xs break-all text-fg-muted">{object.cid}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Provider proposals that wait for their user's approval before the chain records them. */
function PendingUpdates({ pending }: { pending: readonly PendingStorageUpdate[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Pending updates</h2>
      {pending.length === 0 ? (
        <p className="text-fg-muted">No update waits for approval.</p>
      ) : (
        <ul
          aria-label="Pending updates"
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {pending.map(update => (
            <li
              key={`${update.kind}:${update.id}`}
              className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm"
            >
              <span className="font-semibold">
                New {update.kind}
                {update.detail ? ` (${update.detail})` : ''}
              </span>
              <span className="break-all text-fg-muted">awaits approval by {update.user}</span>
              {update.expiresAt && (
                <span className="text-fg-muted">
                  expires <TimeAgo date={update.expiresAt} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
