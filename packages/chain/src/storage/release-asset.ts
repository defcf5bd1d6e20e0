import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { HttpError, NetworkError } from '../rest/fetcher.ts'
import { releaseAssetUrl } from './content.ts'
import { ContentMismatchError } from './git-object.ts'

/** A release attachment as the chain records it: where it is and what its bytes must hash to. */
export interface ReleaseAssetRef {
  /** The repository owner's address (providers serve releases by owner and name). */
  readonly owner: string
  readonly repository: string
  readonly tag: string
  readonly name: string
  /** The chain's lower-case hex SHA-256 of the file. */
  readonly sha256: string
  /** The chain's size in bytes. */
  readonly size: number
}

/**
 * Downloads a release attachment from a provider and checks it against the chain: the bytes are
 * streamed into a hash, never more than the recorded size is read, and the file is handed over
 * only when its size and SHA-256 are the ones on chain (else ContentMismatchError, which makes
 * the storage session try the next provider).
 */
export async function downloadReleaseAsset(
  apiUrl: string,
  asset: ReleaseAssetRef,
  options: { signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<Blob> {
  const url = releaseAssetUrl(apiUrl, asset.owner, asset.repository, asset.tag, asset.name)
  let response: Response
  try {
    response = await fetch(url, options.signal ? { signal: options.signal } : {})
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError(url, 'unreachable', { cause: error })
  }
  if (!response.ok || !response.body) throw new HttpError(url, response.status, undefined)
  const hash = sha256.create()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  const reader = response.body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > asset.size) {
        throw new ContentMismatchError(`release asset ${asset.name} is larger than on chain`)
      }
      hash.update(value)
      chunks.push(value)
      options.onProgress?.(size)
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  if (size !== asset.size)
    throw new ContentMismatchError(
      `release asset ${asset.name} has ${size} bytes, not ${asset.size}`,
    )
  if (bytesToHex(hash.digest()) !== asset.sha256.toLowerCase())
    throw new ContentMismatchError(`release asset ${asset.name} does not hash to its sha256`)
  return new Blob(chunks)
}
