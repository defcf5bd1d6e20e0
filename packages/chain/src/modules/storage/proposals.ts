import * as z from 'zod/mini'
import { fetchJson, joinUrl, type FetchJsonOptions } from '../../rest/fetcher.ts'
import { nullIfNotFound } from '../gitopia/owners.ts'
import { text, u64 } from '../gitopia/wire.ts'
import { STORAGE_PREFIX } from './paths.ts'

/**
 * Proposals a storage provider makes after a user's tx (docs/protocol.md#storage-proposals): the user who sent the
 * tx approves them. The single-proposal routes answer non-200 while none is pending.
 */
export interface StorageProposal {
  readonly id: string
  readonly provider: string
  readonly user: string
  readonly repositoryId: string
  readonly expiresAt: Date | null
}

const proposalWire = z.object({
  id: u64,
  provider: text,
  user: text,
  repository_id: z._default(u64, '0'),
  expires_at: z._default(z.nullable(z.string()), null),
})

function toProposal(wire: z.output<typeof proposalWire>): StorageProposal {
  const expires = wire.expires_at === null ? NaN : Date.parse(wire.expires_at)
  return {
    id: wire.id,
    provider: wire.provider,
    user: wire.user,
    repositoryId: wire.repository_id,
    expiresAt: Number.isNaN(expires) ? null : new Date(expires),
  }
}

/**
 * The proposal a single-proposal route (`segments` under the storage prefix) holds under `field`,
 * read with `wire`; null while none is pending (the route answers 404 or leaves the field out).
 */
async function readPending<S extends z.ZodMiniType>(
  api: string,
  segments: readonly string[],
  field: string,
  wire: S,
  options?: FetchJsonOptions,
): Promise<z.output<S> | null> {
  const path = `${STORAGE_PREFIX}/${segments.map(encodeURIComponent).join('/')}`
  const schema = z.object({ [field]: z.optional(wire) })
  const body = await nullIfNotFound(fetchJson(joinUrl(api, path), schema, options))
  return body?.[field] ?? null
}

/** The pending release-assets proposal for `user` on a release tag; null when there is none. */
export async function getReleaseAssetsProposal(
  api: string,
  repositoryId: string,
  tag: string,
  user: string,
  options?: FetchJsonOptions,
): Promise<StorageProposal | null> {
  const route = ['release-assets-update-proposal', repositoryId, tag, user]
  const proposal = await readPending(api, route, 'release_assets_proposal', proposalWire, options)
  return proposal && toProposal(proposal)
}

/** The pending proposal to drop a deleted repository's stored data; null when there is none. */
export async function getRepositoryDeleteProposal(
  api: string,
  repositoryId: string,
  user: string,
  options?: FetchJsonOptions,
): Promise<StorageProposal | null> {
  const route = ['repository-delete-proposal', repositoryId, user]
  const proposal = await readPending(
    api,
    route,
    'repository_delete_proposal',
    proposalWire,
    options,
  )
  return proposal && toProposal(proposal)
}

/** A provider's proposed new packfile; after a merge it names the merge commit to record. */
export interface PackfileUpdateProposal extends StorageProposal {
  readonly cid: string
  /** Empty unless the proposal finishes a pull request merge. */
  readonly mergeCommitSha: string
}

const packfileWire = z.extend(proposalWire, { cid: text, merge_commit_sha: text })

/** The pending packfile proposal for `user` on a repository; null when there is none. */
export async function getPackfileUpdateProposal(
  api: string,
  repositoryId: string,
  user: string,
  options?: FetchJsonOptions,
): Promise<PackfileUpdateProposal | null> {
  const route = ['packfile-update-proposal', repositoryId, user]
  const proposal = await readPending(api, route, 'packfile_update_proposal', packfileWire, options)
  return (
    proposal && {
      ...toProposal(proposal),
      cid: proposal.cid,
      mergeCommitSha: proposal.merge_commit_sha,
    }
  )
}

export interface PollOptions {
  readonly intervalMs?: number
  /** Gives up (resolves null) after this long. */
  readonly timeoutMs?: number
  readonly signal?: AbortSignal
  /** Called before every attempt, with the attempt number from 1. */
  readonly onAttempt?: (attempt: number) => void
}

/** Waits `ms`, or rejects as soon as `signal` aborts. */
export const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'))
      },
      { once: true },
    )
  })

/**
 * Asks `read` until it returns a proposal or the time is up (null). A failed read counts as "not
 * yet" (a provider or node blip), as long as the time allows.
 */
export async function pollForProposal<T>(
  read: () => Promise<T | null>,
  { intervalMs = 1000, timeoutMs = 60_000, signal, onAttempt }: PollOptions = {},
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted()
    onAttempt?.(attempt)
    try {
      const found = await read()
      if (found !== null) return found
    } catch (error) {
      if (signal?.aborted) throw error
    }
    if (Date.now() + intervalMs > deadline) return null
    await delay(intervalMs, signal)
  }
}
