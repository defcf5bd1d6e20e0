import { Link } from 'react-router'
import { paths } from '@/config/paths.ts'
import { useRepository } from '@/features/repository/index.ts'
import { Fact, Facts } from '@/ui/facts.tsx'
import { QueryState } from '@/ui/query-state.tsx'
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
      <QueryState query={storage} what="the storage records">
        {records => (
          <>
            {records.packfile ? (
              <Facts label="Packfile" boxed>
                <Fact term="Packfile" className="font-mono break-all">
                  {records.packfile.name}
                </Fact>
                <Fact term="CID" className="font-mono break-all">
                  {records.packfile.cid}
                </Fact>
                <Fact term="Size">{formatSize(records.packfile.sizeBytes)}</Fact>
                <Fact term="Stored by">
                  <Link
                    className="break-all text-accent"
                    to={paths.storageProvider.href(records.packfile.provider)}
                  >
                    {records.packfile.provider}
                  </Link>
                </Fact>
                <Fact term="Updated">
                  <TimeAgo date={records.packfile.updatedAt} />
                </Fact>
              </Facts>
            ) : (
              <p className="text-fg-muted">Nothing pushed yet: no packfile is stored.</p>
            )}
            <Backups backups={repository.backups} arweave={repository.enableArweaveBackup} />
            <PendingUpdates pending={records.pending} />
            <ObjectList title="Release assets" objects={records.releaseAssets} />
            <ObjectList title="LFS objects" objects={records.lfsObjects} />
          </>
        )}
      </QueryState>
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

/** Copies kept by backup services, as the chain records them (store and refs). */
function Backups({
  backups,
  arweave,
}: {
  backups: readonly { store: string; refs: readonly string[] }[]
  arweave: boolean
}) {
  const refs = backups.flatMap(backup => backup.refs.map(ref => ({ store: backup.store, ref })))
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Backups</h2>
      <p className="text-sm text-fg-muted">Arweave backup is {arweave ? 'on' : 'off'}.</p>
      {refs.length === 0 ? (
        <p className="text-fg-muted">No backup is recorded yet.</p>
      ) : (
        <ul
          aria-label="Backups"
          className="flex flex-col divide-y divide-border rounded-md border border-border"
        >
          {refs.map(({ store, ref }) => (
            <li key={`${store}:${ref}`} className="flex flex-wrap gap-x-4 gap-y-1 p-2 text-sm">
              <span className="font-semibold">{store === 'ARWEAVE' ? 'Arweave' : store}</span>
              <span className="font-mono text-xs break-all">{ref}</span>
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
