import * as z from 'zod/mini'
import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { list, text, u64 } from '../modules/gitopia/wire.ts'
import { storageGet, time, toDate } from './network-http.ts'

/** What the chain records about one repository's stored data besides its packfile. */

const storedObject = z.object({
  id: u64,
  creator: text,
  size: z._default(u64, '0'),
  cid: text,
  updated_at: time,
})

export interface StoredObject {
  readonly id: string
  /** Release asset `tag/name` or LFS oid. */
  readonly label: string
  readonly provider: string
  readonly sizeBytes: bigint
  readonly cid: string
  readonly updatedAt: Date | null
}

/** A repository's release assets and LFS objects as recorded on chain. */
export async function listRepositoryStoredObjects(
  api: string,
  repositoryId: string,
  options?: FetchJsonOptions,
): Promise<{ releaseAssets: StoredObject[]; lfsObjects: StoredObject[] }> {
  const id = encodeURIComponent(repositoryId)
  const [assets, lfs] = await Promise.all([
    storageGet(
      api,
      `repository/${id}/release-assets`,
      z.object({ release_assets: list(z.extend(storedObject, { tag: text, name: text })) }),
      options,
    ),
    storageGet(
      api,
      `repository/${id}/lfs-objects`,
      z.object({ lfs_objects: list(z.extend(storedObject, { oid: text })) }),
      options,
    ),
  ])
  const common = (wire: z.output<typeof storedObject>) => ({
    id: wire.id,
    provider: wire.creator,
    sizeBytes: BigInt(wire.size),
    cid: wire.cid,
    updatedAt: toDate(wire.updated_at),
  })
  return {
    releaseAssets: assets.release_assets.map(a => ({ ...common(a), label: `${a.tag}/${a.name}` })),
    lfsObjects: lfs.lfs_objects.map(o => ({ ...common(o), label: o.oid })),
  }
}

const pendingWire = z.object({
  id: u64,
  provider: text,
  user: text,
  repository_id: z._default(u64, '0'),
  expires_at: time,
  tag: z.optional(z.string()),
  oid: z.optional(z.string()),
})

export interface PendingStorageUpdate {
  readonly kind: 'packfile' | 'release assets' | 'LFS object'
  readonly id: string
  readonly provider: string
  /** Who must approve it. */
  readonly user: string
  /** The release tag or LFS oid, when the update is about one. */
  readonly detail: string
  readonly expiresAt: Date | null
}

/**
 * Provider proposals waiting for their user's approval on one repository. The chain lists them
 * network-wide only; they expire within the hour, so the lists stay short.
 */
export async function listPendingStorageUpdates(
  api: string,
  repositoryId: string,
  options?: FetchJsonOptions,
): Promise<PendingStorageUpdate[]> {
  const read = (path: string, key: string) =>
    storageGet(api, path, z.object({ [key]: list(pendingWire) }), {
      ...options,
      page: { limit: 100 },
    }).then(body => body[key] ?? [])
  const [packfiles, assets, lfs] = await Promise.all([
    read('packfile-update-proposals', 'packfile_update_proposals'),
    read('release-assets-update-proposals', 'release_assets_proposals'),
    read('lfs-object-update-proposals', 'lfs_object_proposals'),
  ])
  const mine = (kind: PendingStorageUpdate['kind'], items: z.output<typeof pendingWire>[]) =>
    items
      .filter(item => item.repository_id === repositoryId)
      .map(item => ({
        kind,
        id: item.id,
        provider: item.provider,
        user: item.user,
        detail: item.tag ?? item.oid ?? '',
        expiresAt: toDate(item.expires_at),
      }))
  return [
    ...mine('packfile', packfiles),
    ...mine('release assets', assets),
    ...mine('LFS object', lfs),
  ]
}
