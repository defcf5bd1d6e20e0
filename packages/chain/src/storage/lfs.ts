import * as z from 'zod/mini'
import { DEFAULT_TIMEOUT_MS, HttpError, joinUrl, NetworkError } from '../rest/fetcher.ts'
import type { FetchJsonOptions } from '../rest/fetcher.ts'
import { digestHex } from './digest.ts'
import { ContentMismatchError, readAtMost } from './git-object.ts'
import type { FileContent } from './types.ts'

/**
 * Git LFS (docs/protocol.md#git-lfs): a tracked file is committed as a small pointer blob
 * (`version https://git-lfs.github.com/spec/v1`, `oid sha256:<hex>`, `size <bytes>`) and its bytes
 * live on the storage provider. The pointer is what the tree's blob id covers, so it is verified
 * like any file; the object fetched for it must then hash to the pointer's oid and have its size.
 */

export interface LfsPointer {
  /** Hex sha256 of the object's bytes. */
  readonly oid: string
  readonly size: number
}

const POINTER_VERSION = 'version https://git-lfs.github.com/spec/v1'
/** Pointers are tiny; git-lfs itself never reads more than this when looking for one. */
const MAX_POINTER_BYTES = 1024

/** The pointer a blob holds, or null when the blob is ordinary content. */
export function parseLfsPointer(bytes: Uint8Array): LfsPointer | null {
  if (bytes.length > MAX_POINTER_BYTES || bytes[bytes.length - 1] !== 10) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  const lines = text.slice(0, -1).split('\n')
  if (lines[0] !== POINTER_VERSION) return null
  const fields = new Map<string, string>()
  for (const line of lines.slice(1)) {
    const space = line.indexOf(' ')
    if (space <= 0 || fields.has(line.slice(0, space))) return null
    fields.set(line.slice(0, space), line.slice(space + 1))
  }
  const oid = /^sha256:([0-9a-f]{64})$/.exec(fields.get('oid') ?? '')?.[1]
  const sizeText = fields.get('size') ?? ''
  const size = /^\d{1,15}$/.test(sizeText) ? Number(sizeText) : NaN
  return oid && Number.isSafeInteger(size) ? { oid, size } : null
}

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
  pointer: LfsPointer,
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
  // refused there, and one whose Content-Length says more is refused unread.
  const tooLong = () =>
    new ContentMismatchError(`LFS object ${pointer.oid} is longer than its ${pointer.size} bytes`)
  if (Number(download.headers.get('content-length')) > pointer.size) {
    await download.body.cancel().catch(() => undefined)
    throw tooLong()
  }
  const bytes = await readAtMost(download.body, pointer.size, tooLong)
  if (bytes.length !== pointer.size)
    throw new ContentMismatchError(`LFS object ${pointer.oid} has ${bytes.length} bytes`)
  if ((await digestHex('SHA-256', bytes)) !== pointer.oid)
    throw new ContentMismatchError(`LFS object ${pointer.oid} does not hash to its oid`)
  return bytes
}

/** The provider's inline limit for files, applied to LFS objects too (ask with `full`). */
export const LFS_INLINE_LIMIT = 1_000_000

/**
 * A verified file whose blob is an LFS pointer, turned into the file it stands for: the object's
 * bytes (verified) and size. Objects over the inline limit load only with `full`. Other files are
 * returned unchanged.
 */
export async function resolveLfsFile(
  apiUrl: string,
  repositoryId: string,
  file: FileContent,
  full: boolean,
  options: FetchJsonOptions = {},
): Promise<FileContent> {
  const pointer = file.bytes ? parseLfsPointer(file.bytes) : null
  if (!pointer) return file
  const bytes =
    pointer.size > LFS_INLINE_LIMIT && !full
      ? null
      : await fetchLfsObject(apiUrl, repositoryId, pointer, options)
  return { ...file, bytes, sizeBytes: pointer.size, lfs: pointer }
}
