import * as z from 'zod/mini'
import { DEFAULT_TIMEOUT_MS, HttpError, joinUrl, NetworkError } from '../rest/fetcher.ts'
import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { digestHex } from './digest.ts'
import { ContentMismatchError, readAtMost } from './git-object.ts'

/**
 * Fetching a Git LFS object (docs/protocol.md#git-lfs) and checking it against its pointer; loaded
 * only when a file turns out to be a pointer.
 */

const LFS_JSON = 'application/vnd.git-lfs+json'

const batchResponse = z.object({
  objects: z.array(
    z.object({
      oid: z.string(),
      size: z.number(),
      actions: z.optional(z.object({ download: z.optional(z.object({ href: z.string() })) })),
      error: z.optional(z.object({ code: z.number(), message: z.string() })),
    }),
  ),
})

/** The provider says it has no such LFS object for this repository. */
export class LfsObjectUnavailableError extends Error {
  override readonly name = 'LfsObjectUnavailableError'
  constructor(readonly oid: string) {
    super('The storage provider does not have the Git LFS object of this file.')
  }
}

async function send(url: string, init: RequestInit, options: FetchJsonOptions): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    return await fetch(url, { ...init, signal })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError(url, timeout.aborted ? 'timeout' : 'unreachable', { cause: error })
  }
}

/**
 * Downloads an LFS object through the provider's batch API (basic transfer) and checks it: the
 * bytes must have the pointer's size and hash to its oid, else ContentMismatchError. The download
 * link must stay on the provider's own origin.
 */
export async function fetchLfsObject(
  apiUrl: string,
  repositoryId: string,
  pointer: { readonly oid: string; readonly size: number },
  options: FetchJsonOptions = {},
): Promise<Uint8Array> {
  const batchUrl = joinUrl(
    apiUrl,
    `/${encodeURIComponent(repositoryId)}.git/info/lfs/objects/batch`,
  )
  const response = await send(
    batchUrl,
    {
      method: 'POST',
      headers: { Accept: LFS_JSON, 'Content-Type': LFS_JSON },
      body: JSON.stringify({
        operation: 'download',
        transfers: ['basic'],
        objects: [{ oid: pointer.oid, size: pointer.size }],
        hash_algo: 'sha256',
      }),
    },
    options,
  )
  if (!response.ok) throw new HttpError(batchUrl, response.status, undefined)
  const parsed = batchResponse.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) throw new ContentMismatchError('the LFS batch answer is malformed')
  const entry = parsed.data.objects.find(object => object.oid === pointer.oid)
  const href = entry?.actions?.download?.href
  if (!entry || entry.error || !href) {
    if (entry?.error?.code === 404 || entry?.error?.code === 410)
      throw new LfsObjectUnavailableError(pointer.oid)
    throw new ContentMismatchError(`the provider gave no download for LFS object ${pointer.oid}`)
  }
  let target: URL
  try {
    target = new URL(href)
  } catch {
    throw new ContentMismatchError('the LFS download link is not a URL')
  }
  if (target.origin !== new URL(apiUrl).origin)
    throw new ContentMismatchError('the LFS download link leaves the provider')
  const download = await send(target.href, {}, options)
  if (download.status === 404) throw new LfsObjectUnavailableError(pointer.oid)
  if (!download.ok || !download.body) throw new HttpError(target.href, download.status, undefined)
  // Never read past the pointer's size (the pointer is a verified blob): an endless body is
  // refused there.
  const tooLong = () => new ContentMismatchError(`LFS object ${pointer.oid} is too long`)
  const bytes = await readAtMost(download.body, pointer.size, tooLong)
  if (bytes.length !== pointer.size)
    throw new ContentMismatchError(`LFS object ${pointer.oid} has ${bytes.length} bytes`)
  if ((await digestHex('SHA-256', bytes)) !== pointer.oid)
    throw new ContentMismatchError(`LFS object ${pointer.oid} does not hash to its oid`)
  return bytes
}
